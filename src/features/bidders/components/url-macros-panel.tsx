import { URL_MACROS, macroToken } from '@/features/bidders/url-macros';

/**
 * BID-URL-MACROS, BID-MACRO-INSERT: a click inserts the macro at the cursor of the bidder URL
 * field (the one last focused), replacing any selected text.
 */
export function UrlMacrosPanel({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <aside
      aria-labelledby="url-macros-heading"
      className="rounded-lg bg-white p-4 shadow-xs ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id="url-macros-heading" className="text-base font-semibold text-gray-900">
        URL macros
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        The exchange replaces each macro in the bidder URL with the ad request&apos;s value. Click
        one to insert it at the cursor.
      </p>
      <ul className="mt-4 space-y-1">
        {URL_MACROS.map((macro) => {
          const token = macroToken(macro.name);
          return (
            <li key={macro.name}>
              <button
                type="button"
                onClick={() => onInsert(token)}
                aria-label={`Insert ${token} (${macro.description})`}
                className="group focus-visible:outline-brand-600 flex w-full flex-col items-start rounded-md px-2 py-1.5 text-left hover:bg-gray-50 focus-visible:outline-2"
              >
                <code className="text-brand-700 font-mono text-xs font-semibold break-all">
                  {token}
                </code>
                <span className="text-xs text-gray-600">{macro.description}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

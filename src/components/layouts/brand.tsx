import { PRODUCT_NAME } from '@/config/env';

export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <span className={`flex items-center gap-2 text-lg font-bold tracking-tight ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="6" fill="#4f46e5" />
        <path d="M7 24V8h4l5 8 5-8h4v16h-4V15l-5 7-5-7v9z" fill="#fff" />
      </svg>
      {PRODUCT_NAME}
    </span>
  );
}

/** APP-FOOTER: `© 2024 Marquee`. */
export function Footer({ className = '' }: { className?: string }) {
  return <footer className={`text-xs text-gray-500 ${className}`}>© 2024 {PRODUCT_NAME}</footer>;
}

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useFocusBackWhenEnabled } from '@/hooks/use-focus-back-when-enabled';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const shape =
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';
const base = `${shape} px-3.5 py-2`;

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'bg-white text-gray-900 ring-1 ring-gray-300 ring-inset hover:bg-gray-50',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  ghost: 'text-gray-700 shadow-none hover:bg-gray-100',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`;
}

/**
 * A button holding only an icon (its name visually hidden), e.g. a row's `⋮` menu: square, so a
 * table's last column stays narrow (issue 27: the campaigns' ten columns fit 1280 px).
 */
export function iconButtonClass(variant: ButtonVariant = 'ghost'): string {
  return `${shape} p-2 ${variants[variant]}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * While true the button is disabled and shows a spinner (its request is running). A button that
   * lost the focus by being disabled takes it back once enabled (useFocusBackWhenEnabled).
   */
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  loading = false,
  disabled,
  icon,
  className = '',
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  const ref = useFocusBackWhenEnabled<HTMLButtonElement>(Boolean(disabled || loading));
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass(variant, className)}
      {...props}
    >
      {loading ? <Spinner className="size-4" /> : icon}
      {children}
    </button>
  );
}

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}

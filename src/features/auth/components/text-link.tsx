import { Link, type LinkProps } from 'react-router-dom';

export function TextLink(props: LinkProps) {
  return (
    <Link
      {...props}
      className={`text-brand-700 hover:text-brand-600 focus-visible:outline-brand-600 text-sm font-semibold focus-visible:outline-2 ${props.className ?? ''}`}
    />
  );
}

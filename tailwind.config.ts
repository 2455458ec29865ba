import type { Config } from 'tailwindcss';

// Tailwind 4 reads its theme from CSS; this file is loaded by `@config` in src/index.css
// and carries the few settings that are easier to read as code.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef2ff',
          100: '#e0e7ff',
          500: '#6366f1',
          600: '#4f46e5',
          700: '#4338ca',
          800: '#3730a3',
          900: '#312e81',
        },
      },
    },
  },
} satisfies Config;

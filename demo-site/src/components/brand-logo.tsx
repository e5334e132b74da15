/** The Energy Advisor mark: a house outline with a lightning leaf. Decorative; pair it with the name. */
export function BrandLogo({ size = 28 }: { size?: number }) {
  return (
    <svg
      className="brand-logo"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="var(--brand-mark-bg)" />
      <path
        d="M7 15.5 16 8l9 7.5V24a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z"
        fill="none"
        stroke="var(--brand-mark-fg)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M17.2 12.5 12.8 18.6h3.1l-1.1 4.4 4.4-6.1h-3.1z" fill="var(--brand-mark-accent)" />
    </svg>
  );
}

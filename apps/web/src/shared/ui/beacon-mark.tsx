/** The Beacon mark: a lit beacon over two waves (the message streams it watches). Decorative. */
export function BeaconMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1677ff" />
      <circle cx="16" cy="11" r="4" fill="#fff" />
      <path d="M6 20c3.3-2.7 6.7-2.7 10 0s6.7 2.7 10 0" stroke="#fff" strokeWidth="2.2" fill="none" />
      <path d="M6 25c3.3-2.7 6.7-2.7 10 0s6.7 2.7 10 0" stroke="#9ec5ff" strokeWidth="2.2" fill="none" />
    </svg>
  );
}

// The New Token dialog's expiry choice as the request's `expiresIn`: presets, a custom date (the end
// of that day, in the browser's time zone), or no expiry (offered only when the server allows it).
import type { TokenPolicy } from '@beacon/contracts';
import type { Dayjs } from 'dayjs';

const DAY_SECONDS = 86_400;
export const EXPIRY_PRESETS = ['1d', '30d', '90d', '365d'] as const;
export type ExpiryPreset = (typeof EXPIRY_PRESETS)[number];
export type ExpiryChoice = ExpiryPreset | 'custom' | 'never';

export const presetSeconds = (preset: ExpiryPreset) => Number.parseInt(preset, 10) * DAY_SECONDS;

/** The presets the server's maximum allows. */
export function allowedPresets(policy: TokenPolicy): ExpiryPreset[] {
  return EXPIRY_PRESETS.filter((preset) => presetSeconds(preset) <= policy.maxTtlSeconds);
}

/** The preset matching the server's default lifetime, else the longest one allowed. */
export function defaultChoice(policy: TokenPolicy): ExpiryChoice {
  const presets = allowedPresets(policy);
  return (
    presets.find((preset) => presetSeconds(preset) === policy.defaultTtlSeconds) ?? presets.at(-1) ?? 'custom'
  );
}

/** Seconds from `now` for the request; null for no expiry. */
export function expiresInOf(choice: ExpiryChoice, date: Dayjs | undefined, now: number): number | null {
  if (choice === 'never') return null;
  if (choice !== 'custom') return presetSeconds(choice);
  const end = (date ?? undefined)?.endOf('day').valueOf() ?? now;
  return Math.max(1, Math.floor((end - now) / 1000));
}

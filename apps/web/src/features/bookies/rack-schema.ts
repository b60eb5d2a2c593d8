// The bookie-rack form. Messages are translation keys; the English texts of the required ones are
// PLACEMENT_ISSUES' (Pulsar Manager's bookies dialog). The address and rack checks are Pulsar's:
// BookiesBase asks for `address:port`; a rack may hold no "/" besides its ends under the rack-aware
// placement policy (the default) and one under the region-aware one (`/region/rack`). Which one the
// broker runs is not known here: the form refuses what neither allows, and Pulsar's 412 says the rest.
import { z } from 'zod';

const filled = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** `host:port` or `[v6]:port`. */
const BOOKIE_ADDRESS = /^(\[[0-9a-fA-F:.]+\]|[^\s:/[\]]+):\d{1,5}$/;

export const rackSchema = z.object({
  bookie: filled('bookies.issues.bookieRequired').regex(BOOKIE_ADDRESS, {
    error: 'bookies.issues.bookieAddress',
  }),
  group: filled('bookies.issues.groupRequired'),
  rack: filled('bookies.issues.rackRequired').refine(
    (rack) => rack.replace(/^\/+|\/+$/g, '').split('/').length <= 2,
    {
      error: 'bookies.issues.rackSlash',
    },
  ),
  hostname: z.string().trim(),
});

export type RackValues = z.input<typeof rackSchema>;

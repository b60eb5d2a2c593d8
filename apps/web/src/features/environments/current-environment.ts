// The environment every Pulsar call goes to: the `Admin-Environment` cookie, sent by the HTTP
// client as the `environment` header. With no cookie the server has no environment to use, so the
// Pulsar screens choose one first (shared/layout/environment-step.ts).
import { COOKIES } from '@beacon/contracts';
import { addressInEnvironment, chosenEnvironmentName } from '../../shared/layout/environment-in-address.ts';
import { storeEnvironmentChoice } from '../../shared/layout/environment-step.ts';
import { deleteCookie } from '../../shared/lib/cookies.ts';
import { documentPath } from '../../shared/lib/base-path.ts';

export const currentEnvironmentName = chosenEnvironmentName;

/**
 * Spec 4: the choice is stored and the page loads again, so nothing from the old environment stays
 * — at the same address, now naming the environment chosen (or none: the default).
 */
export function chooseEnvironment(name: string | undefined): void {
  if (name) storeEnvironmentChoice(name);
  else deleteCookie(COOKIES.environment);
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  window.location.assign(addressInEnvironment(here, name));
}

/**
 * Spec 1.4: choosing an environment by its name on /environments stores it and opens the first
 * screen the user may use (the root leads there by role); a full load, as with the switcher.
 */
export function openEnvironment(name: string, homePath: string): void {
  storeEnvironmentChoice(name);
  window.location.assign(documentPath(addressInEnvironment(homePath, name)));
}

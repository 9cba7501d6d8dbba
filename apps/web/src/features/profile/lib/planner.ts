import type { UserRole } from '@achterhoek/contracts';
import { paths } from '../../../lib/paths';

/**
 * Where planning starts for a role (spec 000 §2 Shell, Home): passengers search a trip, drivers offer a
 * ride, users with both roles (or whose role is not known yet) choose first.
 */
export function plannerPathFor(role: UserRole | null | undefined): string {
  switch (role) {
    case 'passenger':
      return paths.search;
    case 'driver':
      return paths.plan;
    default:
      return paths.modeSelection;
  }
}

import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import { useActingDelegatorId } from '../../lib/delegation';

interface RequireRealmRoleProps {
  /** The identity-provider realm roles of which the user needs at least one. */
  roles: readonly string[];
  /** What anybody without such a role sees instead (the route table's not-found page). */
  fallback: ReactNode;
}

/**
 * Around pages only some roles may open (the treasurer's pages: treasurer or admin, spec 001 §6). For
 * anybody else the pages do not exist: their paths answer like any unknown path. A user acting for a
 * delegator acts as that person, never in their own role, so the pages do not exist for them either
 * (the server refuses such calls with 403 all the same).
 */
export function RequireRealmRole({ roles, fallback }: RequireRealmRoleProps) {
  const user = useCurrentUser();
  const actingFor = useActingDelegatorId();
  const allowed = actingFor === null && roles.some((role) => user?.hasRealmRole(role) ?? false);
  return allowed ? <Outlet /> : fallback;
}

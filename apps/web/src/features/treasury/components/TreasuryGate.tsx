import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useIsTreasurer } from '../hooks/useIsTreasurer';

interface TreasuryGateProps {
  /** What anybody else sees instead (the route table's not-found page). */
  fallback: ReactNode;
}

/**
 * Around the treasury pages: they exist only for a treasurer or an admin acting as themselves (spec 001
 * §6); for anybody else their paths answer like any unknown path.
 */
export function TreasuryGate({ fallback }: TreasuryGateProps) {
  return useIsTreasurer() ? <Outlet /> : fallback;
}

import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { sendSystemMessage } from '../communicator/index.js';
import type { DelegationRow } from './repository.js';
type Ctx = { db: Db; clock: Clock };

const contextOf = (row: DelegationRow) => `urn:nb:pf:delegation:${row.id}`;

/** The delegate hears that they may now act for the delegator (reference §5.2 activation). */
export async function tellDelegateActive(ctx: Ctx, row: DelegationRow, delegatorName: string): Promise<void> {
  await sendSystemMessage(ctx, {
    body: `Je machtiging is actief: je kunt de app nu gebruiken namens ${delegatorName}. Kies daarvoor ${delegatorName} onder Machtigingen.`,
    context: contextOf(row),
    deliveryMode: 'ALL',
    recipients: [
      {
        managedIdentity: row.delegateId,
        conversationContext: contextOf(row),
        ownerRole: 'DELEGATE',
        topic: `Machtiging voor ${delegatorName}`,
      },
    ],
  });
}

/** The other side hears that the delegation ended (reference §5.2 revoke). */
export async function tellOtherSideRevoked(
  ctx: Ctx,
  row: DelegationRow,
  by: 'delegate' | 'delegator',
  byName: string,
): Promise<void> {
  const to = by === 'delegator' ? row.delegateId : row.delegatorId;
  const body =
    by === 'delegator'
      ? `${byName} heeft je machtiging beëindigd: je kunt de app niet meer namens ${byName} gebruiken.`
      : `${byName} gebruikt de app niet meer namens jou: de machtiging is beëindigd.`;
  await sendSystemMessage(ctx, {
    body,
    context: contextOf(row),
    deliveryMode: 'ALL',
    recipients: [
      {
        managedIdentity: to,
        conversationContext: contextOf(row),
        ownerRole: by === 'delegator' ? 'DELEGATE' : 'DELEGATOR',
        topic: 'Machtiging beëindigd',
      },
    ],
  });
}

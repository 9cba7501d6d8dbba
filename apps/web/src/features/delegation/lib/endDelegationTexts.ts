import type { Delegation } from '@achterhoek/contracts';
import type { ItemRemovalTexts } from '../../../components/ConfirmRemovalDialog';
import type { MessageId } from '../../../i18n/nl';
import { personName } from '../../../lib/names';

/** The dialog's texts, and what is said when the delegation has ended (`ended`) or could not end (`failed`). */
export interface EndDelegationTexts extends ItemRemovalTexts<Delegation> {
  ended: MessageId;
  failed: MessageId;
}

/**
 * The two ways a delegation ends, each asked first and naming the other person: the delegator takes the
 * authorisation away ('Machtiging verwijderen', spec 000 §2 Delegation screens: 'Annuleren' and
 * 'Verwijderen'), or the delegate gives up acting for somebody ('Machtiging beëindigen': 'Annuleren' and
 * 'Beëindigen').
 */
export const removeDelegateTexts: EndDelegationTexts = {
  title: 'delegates.removeTitle',
  question: 'delegates.removeQuestion',
  questionValues: (delegation) => ({ name: personName(delegation.delegate) }),
  keep: 'delegates.cancel',
  confirm: 'delegates.confirm',
  ended: 'delegates.removed',
  failed: 'delegates.removeError',
};

export const endDelegationTexts: EndDelegationTexts = {
  title: 'delegation.delegators.endTitle',
  question: 'delegation.delegators.endQuestion',
  questionValues: (delegation) => ({ name: personName(delegation.delegator) }),
  keep: 'common.cancel',
  confirm: 'delegation.delegators.endConfirm',
  ended: 'delegation.delegators.ended',
  failed: 'delegation.delegators.endError',
};

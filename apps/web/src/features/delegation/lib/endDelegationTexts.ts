import type { Delegation } from '@achterhoek/contracts';
import type { ItemRemovalTexts } from '../../../components/ConfirmRemovalDialog';
import { personName } from '../../../lib/names';

/**
 * The two ways a delegation ends, each asked first and naming the other person: the delegator takes the
 * authorisation away ('Machtiging verwijderen', spec 000 §2 Delegation screens: 'Annuleren' and
 * 'Verwijderen'), or the delegate gives up acting for somebody ('Machtiging beëindigen': 'Annuleren' and
 * 'Beëindigen').
 */
export const removeDelegateTexts: ItemRemovalTexts<Delegation> = {
  title: 'delegates.removeTitle',
  question: 'delegates.removeQuestion',
  questionValues: (delegation) => ({ name: personName(delegation.delegate) }),
  keep: 'delegates.cancel',
  confirm: 'delegates.confirm',
};

export const endDelegationTexts: ItemRemovalTexts<Delegation> = {
  title: 'delegation.delegators.endTitle',
  question: 'delegation.delegators.endQuestion',
  questionValues: (delegation) => ({ name: personName(delegation.delegator) }),
  keep: 'common.cancel',
  confirm: 'delegation.delegators.endConfirm',
};

import type { ModuleHost } from '../../platform/module-host.js';
import type { ImageStore } from '../images/index.js';
import { registerProfileRoutes } from './routes.js';
import type { ProfileUpdatedHook } from './service/shared.js';
import type { SurveySubmittedHook } from './service/surveys.js';
import type { AccountDataPort } from './service/account-data.js';

/** What the profile module asks of other modules. */
export interface ProfileNeeds {
  /** Where profile photos are kept (the app's one image store, from the images module). */
  images: ImageStore;
  /**
   * Told inside a profile update's transaction what the profile now says: the banker weighs the profile
   * rewards (the profile module does not import the banker, whose messages go through the communicator,
   * which reads profiles).
   */
  onProfileUpdated: ProfileUpdatedHook;
  /** Rewards a submitted survey inside the submit's transaction (the banker's reward for its incentive). */
  onSurveySubmitted: SurveySubmittedHook;
  /**
   * Every other module's part of a person's own data (decision 0058): what it holds of them for the
   * download, and its part of removing the account, run in the one transaction of the removal.
   */
  accountData: readonly AccountDataPort[];
}

/** The profile module: the profile service's calls (spec 000 §7) and its survey calls (spec 001 §7). */
export async function registerProfileModule(host: ModuleHost, needs: ProfileNeeds): Promise<void> {
  registerProfileRoutes(
    host.app,
    {
      db: host.database.db,
      images: needs.images,
      clock: host.clock,
      onProfileUpdated: needs.onProfileUpdated,
    },
    { onSurveySubmitted: needs.onSurveySubmitted, accountData: needs.accountData },
  );
}

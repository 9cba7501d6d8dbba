import { describe } from 'vitest';
import { itIsACommunityTileNeedingCredits } from '../../../test/communityTileCases';

describe('the ways to the charities (spec 001 §2.4, §2.10)', () => {
  itIsACommunityTileNeedingCredits('Goede Doelen', '/charityOverviewPage');
});

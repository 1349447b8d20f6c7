// Every story of the helpdesk components renders without an error.
import { itRendersEveryStory } from '../../../testing/stories';
import * as badges from './TicketBadges.stories';

describe('helpdesk stories', () => {
  itRendersEveryStory([badges]);
});

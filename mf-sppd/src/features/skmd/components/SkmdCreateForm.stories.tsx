// "Buat SKMD": the caller's letter of a month; submitting shows the form's own validation
// (the story has no server: a valid submit ends in the API error toast).
import { withStoryApi } from '@portal/design-system/storybook';
import { SkmdCreateForm } from './SkmdCreateForm';

const meta = {
  title: 'mf-sppd/skmd/SkmdCreateForm',
  component: SkmdCreateForm,
  decorators: [withStoryApi],
  args: { onSaved: () => undefined, onCancel: () => undefined },
};

export default meta;

/** The empty form for this month. */
export const Empty = {};

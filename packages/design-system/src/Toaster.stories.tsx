import { Wrap } from '@chakra-ui/react';
import { Button } from './Button';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { notify } from './toast';

/** The Toaster is mounted once by PortalProvider (the preview decorator); these buttons call `notify`. */
function NotifyPlayground() {
  return (
    <Wrap gap="2">
      <Button onClick={() => notify.success('Izin created')}>success</Button>
      <Button onClick={() => notify.error('Unsuccessful Event')}>error</Button>
      <Button onClick={() => notify.info('File Processing')}>info</Button>
      <Button onClick={() => notify.warning('Periksa kembali data Anda')}>warning</Button>
      <Button onClick={() => notify.sessionEnded()}>sessionEnded (2 s)</Button>
      <Button onClick={() => notify.defaultPassword()}>defaultPassword (15 s)</Button>
      <Button onClick={() => notify.defaultPassword(true)}>defaultPassword hold (10 s)</Button>
      <Button onClick={() => notify.draftWarning()}>draftWarning</Button>
      <Button onClick={() => notify.processing()}>processing</Button>
      <Button kind="secondary" onClick={() => notify.clear()}>
        clear
      </Button>
    </Wrap>
  );
}

const meta = {
  title: 'Design system/Notifications',
  component: NotifyPlayground,
} satisfies Meta<typeof NotifyPlayground>;

export default meta;
export const Playground: StoryObj<typeof meta> = {};

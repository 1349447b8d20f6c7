// single-spa-react lifecycles: this remote's routes outside the shell (standalone page, another host).
import { createRemoteLifecycles } from '@portal/design-system/remote-lifecycles';
import { routes } from './routes';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(routes);

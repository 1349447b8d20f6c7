// Standalone dev page: mounts this remote's single-spa lifecycles into #root, outside the shell.
import { bootstrap, mount } from './lifecycles';

const props = { name: 'mf_kpi', domElement: document.getElementById('root') as HTMLElement };
void bootstrap(props).then(() => mount(props));

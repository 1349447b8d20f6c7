// "Jenis potongan" as the deduction pages show it above their filters: salary deductions (uploaded
// per office) or service deductions (made by the service job); the pages keep it in `?kind=`.
import { useState } from 'react';
import type { DeductionKind } from '../api';
import { KindSwitch } from './KindSwitch';

function Demo({ initial }: { initial: DeductionKind }) {
  const [kind, setKind] = useState<DeductionKind>(initial);
  return <KindSwitch value={kind} onChange={setKind} />;
}

const meta = { title: 'mf-gaji/Potongan/KindSwitch', component: Demo, args: { initial: 'gaji' } };

export default meta;

/** The default: salary deductions. */
export const Gaji = {};

/** Service deductions chosen (`?kind=service`). */
export const Service = { args: { initial: 'service' } };

/** Switching: a click on 'Service' moves the choice. */
export const Switched = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const service = Array.from(
      canvasElement.querySelectorAll<HTMLButtonElement>('[data-testid="kind-switch"] button'),
    ).find((b) => b.textContent?.trim() === 'Service');
    service?.click();
  },
};

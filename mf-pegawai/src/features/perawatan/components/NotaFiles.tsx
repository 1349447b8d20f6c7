import { DecreeFiles } from '../../../shared/DecreeFiles';
import { notaFilesPath } from '../api';

export interface NotaFilesProps {
  notaId: number;
  /** The viewer may add and remove scans: they registered the claim and it is still a Draft (`can_edit`). */
  canChange: boolean;
}

/**
 * The scanned bills and receipts of one care claim (PDF, JPEG or PNG, at most 2 MB each), through the
 * register's shared DecreeFiles: everyone who opens the claim sees them; its registrar adds or removes
 * them while it is a Draft (the server refuses anyone else, 403/409).
 */
export function NotaFiles({ notaId, canChange }: NotaFilesProps) {
  return <DecreeFiles path={notaFilesPath(notaId)} testId="perawatan" noun="scan nota" readOnly={!canChange} />;
}

import { DecreeFiles } from '../../../shared/DecreeFiles';
import { PHK_PATH } from '../api';

export interface PhkFilesProps {
  phkId: number;
  /** After a file is added or removed (the row's file count changes). */
  onChange?: () => void;
}

/** The decree files of one termination (the register's shared DecreeFiles). */
export function PhkFiles({ phkId, onChange }: PhkFilesProps) {
  return <DecreeFiles path={`${PHK_PATH}/${phkId}/x/file`} testId="phk" onChange={onChange} />;
}

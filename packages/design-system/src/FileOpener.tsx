// A link's look, outside the button hierarchy: Chakra's button itself, styled as a link.
import { Button } from '@chakra-ui/react';
import type { ButtonProps } from './Button';
import type { ReactNode } from 'react';
import { useFileOpener, type FileLoader } from './useFileOpener';

export interface FileOpenerProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children' | 'kind'> {
  /** Storage location, e.g. `link/7/surat.pdf`. */
  location: string;
  /** Loads the file, normally `(location) => downloadFile(transport, location)` from @portal/api-client. */
  load: FileLoader;
  /** The label; the location's file name by default. */
  children?: ReactNode;
}

/**
 * A link-styled button that opens a stored file: JPEG, PNG and PDF in a new tab, other types as a
 * download; failures as the spec says (status text 5 s, else an alert). See useFileOpener.
 */
export function FileOpener({ location, load, children, ...buttonProps }: FileOpenerProps) {
  const { open, opening } = useFileOpener(load);
  return (
    <Button
      variant="plain"
      colorPalette="brand"
      px="0"
      h="auto"
      textDecoration="underline"
      {...buttonProps}
      loading={opening !== null}
      onClick={() => void open(location)}
    >
      {children ?? location.slice(location.lastIndexOf('/') + 1)}
    </Button>
  );
}

import { useEffect, useId, type ReactNode } from 'react';

export interface LightDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  testId?: string;
}

/** A small modal for the login screen, where Chakra UI is not loaded yet (see docs/adr on the login bundle). */
export function LightDialog({ title, children, onClose, testId }: LightDialogProps) {
  const titleId = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    // The backdrop is a mouse convenience; keyboard users close with Escape or the button.
    <div
      className="dialog-backdrop"
      role="presentation"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="flash-close" aria-label="Tutup" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

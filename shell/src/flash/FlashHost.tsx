import { useSyncExternalStore } from 'react';
import { currentFlash, dismissFlash, subscribeFlash } from './flash';

/** Renders the flash messages, top right, styled by `.flash*` rules in public/index.html. */
export function FlashHost() {
  const messages = useSyncExternalStore(subscribeFlash, currentFlash, currentFlash);
  if (messages.length === 0) return null;
  return (
    <div className="flash-stack" aria-live="polite">
      {messages.map((message) => (
        <div
          key={message.id}
          className={`flash flash-${message.status}`}
          role={message.status === 'error' ? 'alert' : 'status'}
          data-testid="flash-message"
        >
          <div className="flash-body">
            {message.title ? <strong>{message.title}</strong> : null}
            <span>{message.text}</span>
          </div>
          <button
            type="button"
            className="flash-close"
            aria-label="Tutup notifikasi"
            onClick={() => dismissFlash(message.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

import { useState } from 'react';
import { useTransport } from '@portal/api-client';
import { Button, FollowedJob, HStack, notify, notifyError, Stack } from '@portal/design-system';
import { resetWla } from '../api';

export interface WlaResetPanelProps {
  /** Only this position's results; every result when left out. */
  jabatanId?: number;
  /** After the job ended well: reload what it changed. */
  onDone?: () => void;
}

/**
 * 'Reset': the server recomputes the results (FTE, staff present, gap) in a background job (spec
 * section 4: resets run asynchronously); the spec's toast says it was queued, and the job's
 * progress is followed until it ends.
 */
export function WlaResetPanel({ jabatanId, onDone }: WlaResetPanelProps) {
  const transport = useTransport();
  const [jobId, setJobId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const reset = async () => {
    setSending(true);
    try {
      const answer = await resetWla(transport, jabatanId);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="2">
      <HStack>
        <Button kind="secondary" onClick={() => void reset()} loading={sending} data-testid="wla-reset">
          Reset
        </Button>
      </HStack>
      <FollowedJob
        jobId={jobId}
        label="Hitung ulang WLA"
        testId="wla-reset-job"
        onDone={(job) => {
          if (job.status === 'done') onDone?.();
        }}
      />
    </Stack>
  );
}

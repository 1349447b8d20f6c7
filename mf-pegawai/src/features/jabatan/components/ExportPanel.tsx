import { useCallback, useState } from 'react';
import { downloadJobResult, getJob, useFollowJob, useTransport, type Transport } from '@portal/api-client';
import { notifyError, notify, useFileOpener, Button, Stack, Text, JobProgress } from '@portal/design-system';

export interface ExportPanelProps {
  /** What the file holds, e.g. 'Data jabatan (.xlsx)'. */
  name: string;
  description: string;
  start: (transport: Transport) => Promise<{ message: string; data: { job_id: string } }>;
}

/** Starts an xlsx export job, follows its progress and offers the file when it is done. */
export function ExportPanel({ name, description, start }: ExportPanelProps) {
  const transport = useTransport();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const followed = useFollowJob(jobId);
  const loadFile = useCallback(
    async (id: string) => downloadJobResult(transport, await getJob(transport, id)),
    [transport],
  );
  const opener = useFileOpener(loadFile);

  const run = async () => {
    setStarting(true);
    try {
      const answer = await start(transport);
      notify.success(answer.message);
      setJobId(answer.data.job_id);
    } catch (error) {
      notifyError(error);
    } finally {
      setStarting(false);
    }
  };

  const job = followed.job;
  return (
    <Stack gap="4" maxW="3xl">
      <Text color="fg.muted" fontSize="sm">
        {description}
      </Text>
      <Button
        w="fit-content"
        onClick={() => void run()}
        loading={starting}
        disabled={job !== null && (job.status === 'queued' || job.status === 'running')}
        data-testid="export-start"
      >
        Mulai Ekspor
      </Button>
      {job ? (
        <JobProgress
          name={name}
          status={job.status}
          progress={job.progress}
          message={job.message}
          onDownload={job.status === 'done' ? () => void opener.open(job.id) : undefined}
          downloading={opener.opening === job.id}
          testId="export-job"
        />
      ) : null}
    </Stack>
  );
}

/**
 * Name, svg avatar, system prompt, model, temperature, allowed portal tools and the active flag of an
 * agent, checked with the server's rules before it is sent (a 422 shows under the fields).
 */
import { Form, Formik } from 'formik';
import type { AiAgentInput } from '@portal/contracts';
import { Checkbox, Stack, Text, Textarea, Wrap } from '@portal/design-system';
import { FormActions, FormField, submitToApi } from '@portal/design-system/forms';
import { agentFormSchema, EMPTY_AGENT_FORM, TOOL_LABELS, TOOL_NAMES, toAgentInput, type AgentFormValues } from '../api';

export interface AgentFormProps {
  initialValues?: AgentFormValues;
  onSubmit: (input: AiAgentInput) => Promise<unknown>;
  onCancel: () => void;
}

export function AgentForm({ initialValues = EMPTY_AGENT_FORM, onSubmit, onCancel }: AgentFormProps) {
  return (
    <Formik<AgentFormValues>
      initialValues={initialValues}
      validationSchema={agentFormSchema}
      onSubmit={async (values, helpers) => {
        await submitToApi(helpers, () => onSubmit(toAgentInput(values)));
      }}
    >
      {({ isSubmitting, values, setFieldValue }) => (
        <Form noValidate data-testid="ai-agent-form">
          <Stack gap="4">
            <FormField name="nama" label="Nama" required />
            <FormField<string> name="avatar_svg" label="Avatar (SVG)" helperText="Kode <svg>…</svg>; tanpa skrip">
              {({ field }) => <Textarea {...field} rows={3} fontFamily="mono" fontSize="xs" />}
            </FormField>
            <FormField<string> name="system_prompt" label="Prompt sistem">
              {({ field }) => <Textarea {...field} rows={4} />}
            </FormField>
            <FormField name="model" label="Model" helperText="Kosong: model bawaan server (AI_MODEL)" />
            <FormField name="temperature" label="Temperatur" type="number" required />
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="medium">
                Data portal yang boleh dipakai
              </Text>
              <Wrap gap="3">
                {TOOL_NAMES.map((name) => (
                  <Checkbox.Root
                    key={name}
                    size="sm"
                    checked={values.tools.includes(name)}
                    onCheckedChange={(e) =>
                      void setFieldValue(
                        'tools',
                        e.checked ? [...values.tools, name] : values.tools.filter((t) => t !== name),
                      )
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{TOOL_LABELS[name]}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Wrap>
            </Stack>
            <Checkbox.Root
              checked={values.is_active}
              onCheckedChange={(e) => void setFieldValue('is_active', e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Aktif</Checkbox.Label>
            </Checkbox.Root>
            <FormActions onCancel={onCancel} isSubmitting={isSubmitting} submitTestId="ai-agent-submit" />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

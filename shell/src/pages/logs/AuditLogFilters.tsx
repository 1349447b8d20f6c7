import { Button, Field, HStack, Input, NativeSelect, Stack, Wrap } from '@portal/design-system';
import { DatePicker } from '@portal/design-system/forms';
import type { AuditLogFilter } from './audit-log-api';

export interface AuditLogFiltersProps {
  value: AuditLogFilter;
  entities: readonly string[];
  onChange: (next: AuditLogFilter) => void;
}

const ALL = '';

/** Entity, entity id, user id and a WIB day range; every change applies at once (server-side filter). */
export function AuditLogFilters({ value, entities, onChange }: AuditLogFiltersProps) {
  const set = (patch: Partial<AuditLogFilter>) => onChange({ ...value, ...patch });
  const hasFilter = Object.values(value).some((v) => v !== undefined && v !== '');
  const userId = value.user_id === undefined ? '' : String(value.user_id);

  return (
    <Stack gap="3" data-testid="audit-filters">
      <Wrap gap="3" align="end">
        <Field.Root width="48">
          <Field.Label>Entitas</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Entitas"
              value={value.entity ?? ALL}
              onChange={(e) => set({ entity: e.currentTarget.value || undefined })}
            >
              <option value={ALL}>Semua entitas</option>
              {entities.map((entity) => (
                <option key={entity} value={entity}>
                  {entity}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="36">
          <Field.Label>ID entitas</Field.Label>
          <Input
            size="sm"
            aria-label="ID entitas"
            value={value.entity_id ?? ''}
            onChange={(e) => set({ entity_id: e.currentTarget.value.trim() || undefined })}
          />
        </Field.Root>
        <Field.Root width="28">
          <Field.Label>ID user</Field.Label>
          <Input
            size="sm"
            aria-label="ID user"
            inputMode="numeric"
            value={userId}
            onChange={(e) => {
              const digits = e.currentTarget.value.replace(/\D/g, '');
              set({ user_id: digits ? Number(digits) : undefined });
            }}
          />
        </Field.Root>
      </Wrap>
      <HStack gap="4" align="end" wrap="wrap">
        <DatePicker
          label="Dari tanggal"
          value={value.from ?? null}
          max={value.to ?? undefined}
          onChange={(from) => set({ from: from ?? undefined })}
        />
        <DatePicker
          label="Sampai tanggal"
          value={value.to ?? null}
          min={value.from ?? undefined}
          onChange={(to) => set({ to: to ?? undefined })}
        />
        {hasFilter ? (
          <Button kind="quiet" size="sm" onClick={() => onChange({})}>
            Hapus filter
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

import { useEffect, useState } from 'react';
import { useApi, useTransport } from '@portal/api-client';
import { MESSAGES } from '@portal/domain';
import {
  LoadingState,
  notify,
  useConfirm,
  Button,
  Checkbox,
  DialogFrame,
  SimpleGrid,
  Text,
} from '@portal/design-system';
import { fetchRoleOptions, rolesOfUser, updateUserRoles, type UserRow } from './users-api';

export interface RolesDialogProps {
  user: UserRow | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Checkbox list of every role; saving asks for confirmation because the user must log in again. */
export function RolesDialog({ user, onClose, onSaved }: RolesDialogProps) {
  const transport = useTransport();
  const confirm = useConfirm();
  const options = useApi(user ? ['/general/users/x/roles'] : null, () => fetchRoleOptions(transport));
  const [selected, setSelected] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setSelected(user ? rolesOfUser(user) : []);
  }, [user]);

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => (checked ? [...new Set([...current, id])] : current.filter((role) => role !== id)));

  const save = async () => {
    if (!user) return;
    const ok = await confirm({
      title: 'Simpan akses role?',
      message: `Role ${user.name} akan diganti dan ${user.name} harus login ulang.`,
    });
    if (!ok) return;
    setSaving(true);
    try {
      await updateUserRoles(
        transport,
        user.id,
        [...selected].sort((a, b) => a - b),
      );
      notify.success(MESSAGES.rolesChanged);
      onSaved();
      onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogFrame
      open={user !== null}
      onClose={onClose}
      size="lg"
      testId="roles-dialog"
      title={<>Akses role: {user?.name}</>}
      footer={
        <>
          <Button kind="secondary" onClick={onClose}>
            Batal
          </Button>
          <Button onClick={() => void save()} loading={saving} disabled={!options.data} data-testid="roles-save">
            Simpan
          </Button>
        </>
      }
    >
      {options.isLoading ? <LoadingState /> : null}
      {options.error ? <Text color="fg.error">{options.error.message}</Text> : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {(options.data ?? []).map((role) => (
          <Checkbox.Root
            key={role.id}
            checked={selected.includes(role.id)}
            onCheckedChange={(event) => toggle(role.id, event.checked === true)}
            data-testid={`role-${role.id}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {role.id} · {role.label}
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </DialogFrame>
  );
}

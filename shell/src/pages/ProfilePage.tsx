import { Alert, Card, DataList, Heading, Stack, Text } from '@portal/design-system';
import { MESSAGES, roleName } from '@portal/domain';
import type { SessionClient } from '@portal/contracts';
import { useSessionController, useSessionUser } from '../session/SessionContext';
import { ChangePasswordForm } from './profile/ChangePasswordForm';
import { ContactChangeForm } from './profile/ContactChangeForm';

type UserWithNames = SessionClient & { email?: string | null };

/** The user's own data and the password change; a default-password user is held here until it changes. */
export default function ProfilePage() {
  const user = useSessionUser() as UserWithNames | null;
  const session = useSessionController();
  if (!user) return null;
  const rows: Array<[string, string]> = [
    ['Nama user', user.name],
    ['Nama pegawai', user.nama ?? '-'],
    ['Jabatan', user.jabatan_nama ?? (user.jabatan_id != null ? `#${user.jabatan_id}` : '-')],
    ['Kantor', user.kantor_nama ?? (user.kantor_id != null ? `#${user.kantor_id}` : '-')],
    ['Role', user.rolesId.length ? user.rolesId.map((id) => `${roleName(id)} (${id})`).join(', ') : '-'],
  ];

  return (
    <Stack gap="6" data-testid="profile-page">
      <Heading as="h1" size="xl">
        Profil Saya
      </Heading>
      {user.is_password_default ? (
        <Alert.Root status="warning" data-testid="default-password-alert">
          <Alert.Indicator />
          <Alert.Title>{MESSAGES.defaultPasswordHold}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            Data pengguna
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            Ganti password
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Minimal 8 karakter, bukan nama user, dan tidak mudah ditebak.
          </Text>
        </Card.Header>
        <Card.Body>
          <ChangePasswordForm username={user.name} onChanged={() => session.end('passwordChanged')} />
        </Card.Body>
      </Card.Root>
      {user.is_password_default ? null : (
        <Card.Root data-testid="profile-contact">
          <Card.Header>
            <Heading as="h2" size="md">
              Email dan WhatsApp untuk pemulihan akun
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Alamat baru berlaku setelah link verifikasi yang dikirim ke sana dibuka. Alamat lama diberi tahu dan dapat
              membatalkan perubahan selama 7 hari.
            </Text>
          </Card.Header>
          <Card.Body>
            <Stack gap="8" direction={{ base: 'column', lg: 'row' }}>
              <ContactChangeForm channel="email" />
              <ContactChangeForm channel="whatsapp" />
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}

import { isRouteErrorResponse, useLocation, useRouteError, Link as RouterLink } from '@portal/design-system/router';
import { ownerOfPath } from '@portal/domain';
import { ModuleUnavailable, Box, Button, Heading, Text, VStack } from '@portal/design-system';
import { versionMismatchOf } from '../federation/version-mismatch';
import { VersionMismatchNotice } from './VersionMismatchNotice';

/**
 * A chunk that is no longer on the server: the portal was redeployed twice since this tab loaded
 * (one previous build is kept, ADR 0028). A reload brings the current build.
 */
export function isStaleBuildError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module/i.test(String(message ?? ''))
  );
}

/**
 * Error boundary of every route. A page of a remote that fails (chunk not reachable, remote down,
 * render error) shows 'Modul sedang tidak tersedia' in the content area; navbar, menu and the other
 * modules keep working. A remote refused for the versions of the shared packages says so instead:
 * a retry cannot mend that.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const owner = ownerOfPath(pathname);
  console.error('[portal] halaman gagal dimuat', error);
  const mismatch = versionMismatchOf(error);
  if (owner && owner !== 'shell' && mismatch) return <VersionMismatchNotice moduleName={owner} mismatch={mismatch} />;
  if (owner && owner !== 'shell') {
    return <ModuleUnavailable moduleName={owner} onRetry={() => window.location.reload()} />;
  }
  if (isStaleBuildError(error)) {
    return (
      <Box
        role="alert"
        borderWidth="1px"
        borderColor="border.warning"
        rounded="lg"
        p="8"
        textAlign="center"
        data-testid="stale-build"
      >
        <VStack gap="3">
          <Heading as="h2" size="md">
            Portal baru saja diperbarui
          </Heading>
          <Text color="fg.muted">
            Muat ulang halaman untuk memakai versi terbaru. Data yang sudah tersimpan tidak hilang.
          </Text>
          <Button size="sm" onClick={() => window.location.reload()}>
            Muat ulang
          </Button>
        </VStack>
      </Box>
    );
  }
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Box role="alert" borderWidth="1px" borderColor="border.error" rounded="lg" p="8" textAlign="center">
      <VStack gap="3">
        <Heading as="h2" size="md">
          Terjadi kesalahan saat menampilkan halaman ini
        </Heading>
        {detail ? (
          <Text fontFamily="mono" fontSize="sm">
            {detail}
          </Text>
        ) : null}
        <Text color="fg.muted">Coba muat ulang halaman. Jika masih terjadi, hubungi Divisi SDM.</Text>
        <Button size="sm" onClick={() => window.location.reload()}>
          Muat ulang
        </Button>
        <Button kind="quiet" size="sm" asChild>
          <RouterLink to="/home">Kembali ke Beranda</RouterLink>
        </Button>
      </VStack>
    </Box>
  );
}

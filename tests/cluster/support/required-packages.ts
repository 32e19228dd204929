import fs from 'node:fs';

/** What the cluster test runs, from Debian's packages, and where each package puts it. */
export const REQUIRED = [
  { program: '/usr/lib/postgresql/15/bin/postgres', debianPackage: 'postgresql-15' },
  { program: '/usr/bin/patroni', debianPackage: 'patroni' },
  { program: '/usr/bin/etcd', debianPackage: 'etcd-server' },
  { program: '/usr/sbin/haproxy', debianPackage: 'haproxy' },
  { program: '/usr/sbin/nginx', debianPackage: 'nginx' },
] as const;

/** The packages still to install; empty when the machine has them all. */
export function missingPackages(): string[] {
  return REQUIRED.filter(({ program }) => !fs.existsSync(program)).map(({ debianPackage }) => debianPackage);
}

import type { Role } from '@pillars/shared/roles';

export const demoPassword = 'demo-pass-123';

export const demoOrganizations = [
  { key: 'headquarters', name: 'Pillars HQ', slug: 'pillars-hq', hasFreeAccess: true },
  { key: 'northwind', name: 'Northwind Creative', slug: 'northwind-creative', hasFreeAccess: true },
  { key: 'lapsed', name: 'Lapsed Studio', slug: 'lapsed-studio', hasFreeAccess: false },
] as const;

export type DemoOrganizationKey = (typeof demoOrganizations)[number]['key'];

export interface DemoAccount {
  key: 'admin' | 'agent' | 'member' | 'support' | 'guru' | 'lapsed' | 'lapsedMember';
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isGuru: boolean;
  phone: string | null;
  organization: DemoOrganizationKey;
}

/** The README lists these; e2e and API tests sign in as them. */
export const demoAccounts: DemoAccount[] = [
  {
    key: 'admin',
    email: 'admin@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    role: 'superadmin',
    isGuru: false,
    phone: '(555) 010-1000',
    organization: 'headquarters',
  },
  {
    key: 'agent',
    email: 'agent@example.com',
    firstName: 'Jordan',
    lastName: 'Reyes',
    role: 'agent',
    isGuru: false,
    phone: '(555) 010-2000',
    organization: 'northwind',
  },
  {
    key: 'member',
    email: 'member@example.com',
    firstName: 'Sam',
    lastName: 'Carter',
    role: 'team_member',
    isGuru: false,
    phone: null,
    organization: 'northwind',
  },
  {
    key: 'support',
    email: 'support@example.com',
    firstName: 'Riley',
    lastName: 'Chen',
    role: 'support',
    isGuru: false,
    phone: null,
    organization: 'headquarters',
  },
  {
    key: 'guru',
    email: 'guru@example.com',
    firstName: 'Morgan',
    lastName: 'Blake',
    role: 'team_member',
    isGuru: true,
    phone: '(555) 010-3000',
    organization: 'headquarters',
  },
  {
    key: 'lapsed',
    email: 'lapsed@example.com',
    firstName: 'Casey',
    lastName: 'Lane',
    // The agent: subscribes again for the agency (issue 10), and its team member gets in too.
    role: 'agent',
    isGuru: false,
    phone: null,
    organization: 'lapsed',
  },
  {
    key: 'lapsedMember',
    email: 'lapsed-member@example.com',
    firstName: 'Jamie',
    lastName: 'Park',
    role: 'team_member',
    isGuru: false,
    phone: null,
    organization: 'lapsed',
  },
];

export type DemoRole = DemoAccount['key'];

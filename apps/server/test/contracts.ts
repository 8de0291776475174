import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EndpointDefinition } from '@pillars/shared/contract';

const isContract = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointDefinition).path === 'string' &&
  typeof (value as EndpointDefinition).method === 'string' &&
  typeof (value as EndpointDefinition).loadSchemas === 'function';

/** Every endpoint contract of the shared package: the exports of its `*endpoints.ts` modules. */
export async function loadContracts(): Promise<EndpointDefinition[]> {
  const sharedSource = join(dirname(fileURLToPath(import.meta.url)), '../../../packages/shared/src');
  const files = readdirSync(sharedSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /endpoints\.ts$/.test(file),
  );
  const contracts: EndpointDefinition[] = [];
  for (const file of files) {
    const module = (await import(join(sharedSource, file))) as Record<string, unknown>;
    for (const exported of Object.values(module)) {
      if (!exported || typeof exported !== 'object') continue;
      for (const candidate of Object.values(exported)) {
        if (isContract(candidate)) contracts.push(candidate);
      }
    }
  }
  return contracts;
}

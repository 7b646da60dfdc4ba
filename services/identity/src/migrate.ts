import 'reflect-metadata';
import { runMigrationsMain } from '@portico/service-kit';
import { identitySubgraph } from './identity-subgraph';

void runMigrationsMain(identitySubgraph);

import 'reflect-metadata';
import { runMigrationsMain } from '@portico/service-kit';
import { formsSubgraph } from './forms-subgraph';

void runMigrationsMain(formsSubgraph);

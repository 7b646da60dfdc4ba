import 'reflect-metadata';
import { runMigrationsMain } from '@portico/service-kit';
import { billingSubgraph } from './billing-subgraph';

void runMigrationsMain(billingSubgraph);

import 'reflect-metadata';
import { runMigrationsMain } from '@portico/service-kit';
import { submissionSubgraph } from './submission-subgraph';

void runMigrationsMain(submissionSubgraph);

import './tracing';
import 'reflect-metadata';
import { runSubgraph } from '@portico/service-kit';
import { formsSubgraph } from './forms-subgraph';

void runSubgraph(formsSubgraph);

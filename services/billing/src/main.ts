import './tracing';
import 'reflect-metadata';
import { runSubgraph } from '@portico/service-kit';
import { billingSubgraph } from './billing-subgraph';

void runSubgraph(billingSubgraph);

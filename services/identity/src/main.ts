import './tracing';
import 'reflect-metadata';
import { runSubgraph } from '@portico/service-kit';
import { identitySubgraph } from './identity-subgraph';

void runSubgraph(identitySubgraph);

import './tracing';
import 'reflect-metadata';
import { runSubgraph } from '@portico/service-kit';
import { submissionSubgraph } from './submission-subgraph';

void runSubgraph(submissionSubgraph);

import { describe } from 'vitest';
import { renderView } from '../../components/pillars/TableView';
import { testKinds } from '../kindTests';
import { AUDITS } from './audit';
import { KINDS } from './index';

describe('practice: The Pillars of the Earth', () => testKinds('pillars-of-the-earth', KINDS, renderView, AUDITS));

import { describe } from 'vitest';
import { renderView } from '../../components/seven-wonders/renderView';
import { testKinds } from '../kindTests';
import { AUDITS } from './audit';
import { KINDS } from './index';

describe('practice: 7 Wonders', () => testKinds('7-wonders', KINDS, renderView, AUDITS));

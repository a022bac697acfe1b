import { describe } from 'vitest';
import { renderView } from '../../components/gheos/BoardView';
import { testKinds } from '../kindTests';
import { AUDITS } from './audit';
import { KINDS } from './index';

describe('practice: Gheos', () => testKinds('gheos', KINDS, (view, t) => renderView(view, t, 'practice'), AUDITS));

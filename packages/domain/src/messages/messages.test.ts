import { describe, expect, it } from 'vitest';
import { MESSAGES, isMessageCode, message } from './messages.js';

describe('message catalogue', () => {
  it('keeps the spec’s pt-BR wording exactly', () => {
    const spec: Record<string, string> = {
      name_invalid: 'Digite um nome válido',
      name_required: 'Digite seu nome',
      surname_required: 'Digite pelo menos um sobrenome',
      cpf_invalid: 'CPF inválido',
      cnpj_invalid: 'CNPJ inválido',
      cpf_cnpj_invalid: 'CPF/CNPJ inválido',
      rg_invalid: 'RG inválido',
      cnh_expired: 'CNH fora da data de validade',
      mobile_phone_required: 'Digite seu celular',
      phone_invalid: 'Digite um telefone válido',
      email_invalid: 'Digite um e-mail válido',
      email_same_as_holder: 'O email não pode ser o mesmo do titular',
      birthday_invalid: 'Data de Nascimento inválida',
      age_min_18: 'Idade mínima 18 anos',
      cep_required: 'Digite seu CEP',
      cep_not_found: 'O CEP não foi encontrado',
      password_mismatch: 'As senhas digitadas não são iguais',
      required_fields: 'Campos Obrigatórios',
      check_required_fields: 'Confira os campos obrigatórios',
      files_too_large: 'Arquivos excederam o tamanho máximo',
      price_unavailable: 'Valor não disponível no momento',
      generic_error: 'Um erro ocorreu, tente novamente',
      message_sent: 'SUA MENSAGEM FOI ENVIADA!',
      message_send_failed: 'FALHA AO ENVIAR MENSAGEM!',
      payment_failed: 'TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por favor.',
      boleto_generation_failed: 'Tivemos um problema ao gerar o boleto. Por favor, tente novamente.',
      cancellation_request_failed: 'Tivemos um problema ao solicitar o cancelamento.',
      proposal_send_failed: 'Ocorreu um erro ao enviar a proposta.',
      simulation_unavailable: 'A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO',
      simulations_unavailable: 'AS SIMULAÇÕES ESTÃO INDISPONÍVEIS NO MOMENTO',
      whatsapp_start_failed: 'Falha ao iniciar conversa no WhatsApp',
    };
    for (const [code, text] of Object.entries(spec)) {
      expect(isMessageCode(code), code).toBe(true);
      if (isMessageCode(code)) expect(message(code, 'pt-BR')).toBe(text);
    }
  });

  it('has a non-empty es-AR text for every code, different from pt-BR where words differ', () => {
    for (const [code, texts] of Object.entries(MESSAGES)) {
      expect(texts['es-AR'].trim(), code).not.toBe('');
      expect(texts['pt-BR'].trim(), code).not.toBe('');
    }
    expect(message('email_invalid', 'es-AR')).toBe('Ingresá un e-mail válido');
    expect(message('password_mismatch', 'es-AR')).toBe('Las contraseñas ingresadas no coinciden');
  });

  it('uses the same placeholders in both locales', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [code, texts] of Object.entries(MESSAGES)) {
      expect(placeholders(texts['es-AR']), code).toEqual(placeholders(texts['pt-BR']));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(message('max_length', 'pt-BR', { max: 50 })).toBe('Use no máximo 50 caracteres');
    expect(message('max_length', 'es-AR', { max: 50 })).toBe('Usá como máximo 50 caracteres');
    expect(message('max_length', 'pt-BR')).toBe('Use no máximo {max} caracteres');
  });

  it('uses snake-case codes only', () => {
    for (const code of Object.keys(MESSAGES)) expect(code).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode('nope')).toBe(false);
  });
});

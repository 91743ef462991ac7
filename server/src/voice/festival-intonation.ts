/**
 * An intonation for Festival voices that bring none of their own. Debian's Hindi and Telugu NSK diphone
 * voices speak every syllable at one pitch (130 Hz, measured): a question sounds like a statement and a
 * paragraph like a drone. This gives them the usual shape of read speech, through Festival's own hook
 * for target functions (Int_Targets_General): each phrase declines from 12 % above the voice's mean
 * pitch to 10 % below it, a word's first syllable is lifted 10 %, and a phrase's last syllable is shaped
 * by the punctuation after it: a question rises 45 % (about six semitones), a comma rises a little (more
 * is to come), an exclamation starts high and falls, a full stop falls to 18 % under the mean.
 * Only the pitch targets change; the durations and so the word times are the voice's own.
 */
const targetsScheme = `(define (rs_decl syl tm)
  (let ((ps (item.feat syl "R:SylStructure.parent.R:Phrase.parent.daughter1.word_start"))
        (pe (item.feat syl "R:SylStructure.parent.R:Phrase.parent.daughtern.word_end")))
    (* rs_base (- 1.12 (* 0.22 (if (> pe ps) (/ (- tm ps) (- pe ps)) 0))))))
(define (rs_targets utt syl)
  (let ((t0 (item.feat syl 'syllable_start))
        (t1 (item.feat syl 'syllable_end))
        (punc (item.feat syl "R:SylStructure.parent.R:Token.parent.punc"))
        (wordlast (not (item.next (item.relation syl 'SylStructure))))
        (wordfirst (not (item.prev (item.relation syl 'SylStructure)))))
    (let ((mid (/ (+ t0 t1) 2))
          (start (rs_decl syl t0))
          (final (and wordlast (not (string-equal punc "0")) (not (string-equal punc "")))))
      (cond
       ((and final (string-matches punc ".*\\\\?.*")) (list (list t0 start) (list t1 (* 1.45 start))))
       ((and final (string-matches punc ".*!.*")) (list (list t0 (* 1.25 start)) (list t1 (* 0.8 rs_base))))
       ((and final (string-matches punc ".*[,;:].*")) (list (list t0 start) (list t1 (* 1.08 start))))
       (final (list (list t0 start) (list t1 (* 0.82 rs_base))))
       (wordfirst (list (list mid (* 1.1 (rs_decl syl mid)))))
       (t (list (list mid (rs_decl syl mid))))))))
(Parameter.set 'Int_Target_Method Int_Targets_General)
(set! int_general_params (list (list 'targ_func rs_targets)))`;

/** The Scheme that installs the intonation, around `meanHz`; run after the voice is selected. */
export const festivalIntonationScheme = (meanHz: number) =>
  `(set! rs_base ${meanHz.toFixed(1)})\n${targetsScheme}`;

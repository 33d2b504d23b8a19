S New and new technology has been introduced to the society .
A 0 3|||U:OTHER|||New|||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||New|||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||into|||REQUIRED|||-NONE-|||1
A 0 1|||R:ADJ:FORM|||Newer|||REQUIRED|||-NONE-|||2
A 2 3|||R:ADJ:FORM|||newer|||REQUIRED|||-NONE-|||2
A 7 8|||R:PREP|||into|||REQUIRED|||-NONE-|||2
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||2
A 0 1|||R:ADJ:FORM|||Newer|||REQUIRED|||-NONE-|||3
A 2 3|||R:ADJ:FORM|||newer|||REQUIRED|||-NONE-|||3

S One possible outcome is that an environmentally-induced reduction in motorization levels in the richer countries will outweigh any rise in motorization levels in the poorer countries .
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||environmentally induced|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Every person needs to know a bit about math , sciences , arts , literature and history in order to stand out in society .
A 10 11|||R:NOUN:NUM|||science|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||art|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||science|||REQUIRED|||-NONE-|||2
A 12 12|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 10 11|||R:NOUN:NUM|||science|||REQUIRED|||-NONE-|||3

S While the travel company will most likely show them some interesting sites in order for their customers to advertise for their company to their family and friends , it is highly unlikely , that the company will tell about the sites that were not included in the tour -- for example due to entrance fees that would make the total package price overly expensive .
A 32 33|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 14 17|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 20|||U:PREP||||||REQUIRED|||-NONE-|||1
A 32 33|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 37 39|||R:OTHER|||advertise|||REQUIRED|||-NONE-|||1
A 51 51|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 19 20|||U:PREP||||||REQUIRED|||-NONE-|||2
A 32 33|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 38 38|||M:PRON|||them|||REQUIRED|||-NONE-|||2
A 39 40|||U:DET||||||REQUIRED|||-NONE-|||2
A 51 51|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||their customers|||REQUIRED|||-NONE-|||3
A 15 17|||R:OTHER|||them|||REQUIRED|||-NONE-|||3
A 19 22|||R:OTHER|||by word|||REQUIRED|||-NONE-|||3
A 22 27|||R:OTHER|||of mouth|||REQUIRED|||-NONE-|||3
A 32 33|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 38 38|||M:PRON|||them|||REQUIRED|||-NONE-|||3
A 39 40|||U:DET||||||REQUIRED|||-NONE-|||3
A 51 51|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 51 52|||R:OTHER|||those|||REQUIRED|||-NONE-|||3
A 52 53|||R:PREP|||with|||REQUIRED|||-NONE-|||3

S Disadvantage is parking their car is very difficult .
A 0 1|||M:DET|||A disadvantage|||REQUIRED|||-NONE-|||0
A 2 2|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||A disadvantage|||REQUIRED|||-NONE-|||1
A 2 2|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 0 1|||M:DET|||The disadvantage|||REQUIRED|||-NONE-|||2
A 2 2|||M:PREP|||that|||REQUIRED|||-NONE-|||2
A 0 1|||M:DET|||The disadvantage|||REQUIRED|||-NONE-|||3
A 2 2|||M:PREP|||that|||REQUIRED|||-NONE-|||3

S Bigger farming are use more chemical product and substance to feed fish .
A 2 3|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||using|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||products|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||substances|||REQUIRED|||-NONE-|||0
A 0 1|||R:ADJ:FORM|||Big|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:FORM|||using|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||products|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||substances|||REQUIRED|||-NONE-|||1
A 1 2|||R:MORPH|||farms|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB:FORM|||using|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||products|||REQUIRED|||-NONE-|||2
A 8 9|||R:NOUN:NUM|||substances|||REQUIRED|||-NONE-|||2
A 1 2|||R:MORPH|||farms|||REQUIRED|||-NONE-|||3
A 3 4|||R:VERB:FORM|||using|||REQUIRED|||-NONE-|||3
A 6 7|||R:NOUN:NUM|||products|||REQUIRED|||-NONE-|||3
A 8 9|||R:NOUN:NUM|||substances|||REQUIRED|||-NONE-|||3

S Forexample , My cousin is 12years old .
A 0 1|||R:ORTH|||For example|||REQUIRED|||-NONE-|||0
A 2 3|||R:ORTH|||my|||REQUIRED|||-NONE-|||0
A 5 6|||R:ORTH|||12 years|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||For example|||REQUIRED|||-NONE-|||1
A 2 3|||R:ORTH|||my|||REQUIRED|||-NONE-|||1
A 5 6|||R:ORTH|||12 years|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||For example|||REQUIRED|||-NONE-|||2
A 2 3|||R:ORTH|||my|||REQUIRED|||-NONE-|||2
A 5 6|||R:ORTH|||12 years|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||For example|||REQUIRED|||-NONE-|||3
A 2 3|||R:ORTH|||my|||REQUIRED|||-NONE-|||3
A 5 6|||R:ORTH|||12 years|||REQUIRED|||-NONE-|||3

S if it does , you will only get some misundrestood idea about that acticle but not the original one .
A 0 1|||R:ORTH|||If|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||misunderstood|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||article|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||If|||REQUIRED|||-NONE-|||1
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||1
A 8 9|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 9 10|||R:ADJ|||mistaken|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||article|||REQUIRED|||-NONE-|||1
A 17 18|||R:ADJ|||intended|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN|||idea|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||If|||REQUIRED|||-NONE-|||2
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||misunderstood|||REQUIRED|||-NONE-|||2
A 12 13|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||article|||REQUIRED|||-NONE-|||2
A 14 15|||R:OTHER|||instead|||REQUIRED|||-NONE-|||2
A 15 16|||R:OTHER|||of|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||If|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||misunderstood|||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||article|||REQUIRED|||-NONE-|||3

S Secondly , chimp can also present the capability for grammer which means it can demonstrate the ability to combine words and be able to use grammatical constructions .
A 2 3|||R:NOUN:NUM|||chimps|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||are|||REQUIRED|||-NONE-|||0
A 5 8|||R:OTHER|||capable|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||of learning|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||grammar|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||meaning|||REQUIRED|||-NONE-|||0
A 12 13|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 23 25|||R:VERB|||utilize|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||grammar|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB|||show|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||grammar|||REQUIRED|||-NONE-|||2
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 2 3|||R:NOUN:NUM|||chimps|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||grammar|||REQUIRED|||-NONE-|||3
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 12 14|||R:OTHER|||they|||REQUIRED|||-NONE-|||3
A 21 24|||U:OTHER||||||REQUIRED|||-NONE-|||3

S Nevertheless , this city is having a big change .
A 5 6|||R:OTHER|||going through|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||experiencing|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||undergoing|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB|||undergoing|||REQUIRED|||-NONE-|||3

S I think to learn facts is only an evidence if the students can work hard and if they are able to keep every detailled information as tought , but it 's definitly not an evidence for their intelligence .
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 24|||R:SPELL|||detailed|||REQUIRED|||-NONE-|||0
A 25 26|||U:PREP||||||REQUIRED|||-NONE-|||0
A 26 27|||R:SPELL|||taught|||REQUIRED|||-NONE-|||0
A 31 32|||R:SPELL|||definitely|||REQUIRED|||-NONE-|||0
A 33 34|||U:DET||||||REQUIRED|||-NONE-|||0
A 35 36|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||effective|||REQUIRED|||-NONE-|||1
A 16 17|||U:PREP||||||REQUIRED|||-NONE-|||1
A 23 24|||R:SPELL|||detailed|||REQUIRED|||-NONE-|||1
A 26 27|||R:SPELL|||taught|||REQUIRED|||-NONE-|||1
A 31 32|||R:SPELL|||definitely|||REQUIRED|||-NONE-|||1
A 33 34|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 34 35|||R:NOUN|||measure|||REQUIRED|||-NONE-|||1
A 35 36|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 2 2|||M:PREP|||that|||REQUIRED|||-NONE-|||2
A 7 9|||R:OTHER|||proof|||REQUIRED|||-NONE-|||2
A 9 10|||R:PREP|||that|||REQUIRED|||-NONE-|||2
A 16 17|||R:PREP|||that|||REQUIRED|||-NONE-|||2
A 21 22|||R:VERB|||retain|||REQUIRED|||-NONE-|||2
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||2
A 23 24|||R:SPELL|||detailed|||REQUIRED|||-NONE-|||2
A 25 26|||R:OTHER|||they are|||REQUIRED|||-NONE-|||2
A 26 27|||R:SPELL|||taught|||REQUIRED|||-NONE-|||2
A 31 32|||R:SPELL|||definitely|||REQUIRED|||-NONE-|||2
A 33 35|||R:OTHER|||proof|||REQUIRED|||-NONE-|||2
A 35 36|||R:PREP|||of|||REQUIRED|||-NONE-|||2
A 2 4|||R:VERB:FORM|||learning|||REQUIRED|||-NONE-|||3
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3
A 9 10|||R:PREP|||of|||REQUIRED|||-NONE-|||3
A 10 11|||R:OTHER|||whether|||REQUIRED|||-NONE-|||3
A 21 22|||R:VERB|||retain|||REQUIRED|||-NONE-|||3
A 23 24|||R:SPELL|||detail|||REQUIRED|||-NONE-|||3
A 24 24|||M:PREP|||of|||REQUIRED|||-NONE-|||3
A 25 26|||R:OTHER|||they are|||REQUIRED|||-NONE-|||3
A 26 27|||R:SPELL|||taught|||REQUIRED|||-NONE-|||3
A 31 32|||R:SPELL|||definitely|||REQUIRED|||-NONE-|||3
A 33 34|||U:DET||||||REQUIRED|||-NONE-|||3
A 35 36|||R:PREP|||of|||REQUIRED|||-NONE-|||3

S Unforturntly , almost older people can not use internet , in spite of benefit of internet .
A 0 1|||R:SPELL|||Unfortunately|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||in spite of its benefits , many|||REQUIRED|||-NONE-|||0
A 8 15|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 15 16|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Unfortunately|||REQUIRED|||-NONE-|||1
A 2 3|||R:ADV|||most|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||benefits|||REQUIRED|||-NONE-|||1
A 15 15|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Unfortunately|||REQUIRED|||-NONE-|||2
A 3 3|||M:DET|||all|||REQUIRED|||-NONE-|||2
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 9 10|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 13 14|||R:NOUN:NUM|||benefits|||REQUIRED|||-NONE-|||2
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||Unfortunately|||REQUIRED|||-NONE-|||3
A 2 3|||R:ADV|||most|||REQUIRED|||-NONE-|||3
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 9 10|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 13 13|||M:DET|||its|||REQUIRED|||-NONE-|||3
A 13 14|||R:NOUN:NUM|||benefits|||REQUIRED|||-NONE-|||3
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||3

S So , if i have alot of information about this subject , i will taulk too much with knowledge but if i have general information for this subject , i will talk about this subjec with my limited knowlege and this case may be make me shame like when my brother asked me about some thing but i have not alot of information about this thing .
A 3 4|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 5 6|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||0
A 12 13|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||talk|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||a lot|||REQUIRED|||-NONE-|||0
A 21 22|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 29 30|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 34 35|||R:SPELL|||subject|||REQUIRED|||-NONE-|||0
A 38 39|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||0
A 43 44|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 46 47|||R:MORPH|||shameful|||REQUIRED|||-NONE-|||0
A 57 58|||R:OTHER|||I did|||REQUIRED|||-NONE-|||0
A 58 60|||R:WO|||not have|||REQUIRED|||-NONE-|||0
A 60 61|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 5 6|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||1
A 12 13|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||talk|||REQUIRED|||-NONE-|||1
A 15 18|||R:WO|||with too much|||REQUIRED|||-NONE-|||1
A 21 22|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 23 23|||M:ADV|||only|||REQUIRED|||-NONE-|||1
A 29 30|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 32 35|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 36 36|||M:ADV|||only|||REQUIRED|||-NONE-|||1
A 38 39|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||1
A 40 40|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 44 46|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 46 47|||R:ADJ|||ashamed|||REQUIRED|||-NONE-|||1
A 54 56|||R:ORTH|||something|||REQUIRED|||-NONE-|||1
A 57 58|||R:OTHER|||I did|||REQUIRED|||-NONE-|||1
A 58 60|||R:WO|||not have|||REQUIRED|||-NONE-|||1
A 60 61|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||1
A 63 64|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 64 65|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 65 66|||R:NOUN|||subject|||REQUIRED|||-NONE-|||1
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 3 4|||R:ORTH|||I|||REQUIRED|||-NONE-|||2
A 5 6|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||2
A 9 10|||R:DET|||a|||REQUIRED|||-NONE-|||2
A 12 13|||M:ADV|||then I|||REQUIRED|||-NONE-|||2
A 14 15|||R:SPELL|||talk|||REQUIRED|||-NONE-|||2
A 15 18|||R:WO|||with too much|||REQUIRED|||-NONE-|||2
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 23 23|||M:ADV|||just|||REQUIRED|||-NONE-|||2
A 25 26|||R:PREP|||about|||REQUIRED|||-NONE-|||2
A 26 27|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 29 30|||M:ADV|||then I|||REQUIRED|||-NONE-|||2
A 33 35|||R:OTHER|||it|||REQUIRED|||-NONE-|||2
A 38 39|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||2
A 39 39|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 41 42|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 43 45|||R:VERB|||cause|||REQUIRED|||-NONE-|||2
A 47 47|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 54 56|||R:ORTH|||something|||REQUIRED|||-NONE-|||2
A 57 58|||R:OTHER|||I did|||REQUIRED|||-NONE-|||2
A 58 60|||R:WO|||not have|||REQUIRED|||-NONE-|||2
A 60 61|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||2
A 64 65|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 65 66|||R:NOUN|||subject|||REQUIRED|||-NONE-|||2
A 3 4|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 5 6|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||3
A 12 13|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 14 15|||R:SPELL|||talk|||REQUIRED|||-NONE-|||3
A 17 17|||M:PREP|||because of|||REQUIRED|||-NONE-|||3
A 17 18|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 21 22|||R:OTHER|||I only|||REQUIRED|||-NONE-|||3
A 25 26|||R:PREP|||about|||REQUIRED|||-NONE-|||3
A 26 28|||R:OTHER|||it|||REQUIRED|||-NONE-|||3
A 29 30|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 31 36|||R:OTHER|||convey|||REQUIRED|||-NONE-|||3
A 38 39|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||3
A 41 42|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 43 44|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||3
A 46 46|||M:VERB|||feel|||REQUIRED|||-NONE-|||3
A 46 47|||R:ADJ|||ashamed|||REQUIRED|||-NONE-|||3
A 47 47|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 54 55|||R:OTHER|||something|||REQUIRED|||-NONE-|||3
A 55 58|||R:OTHER|||that I did n't|||REQUIRED|||-NONE-|||3
A 59 60|||R:OTHER|||a|||REQUIRED|||-NONE-|||3
A 60 61|||R:SPELL|||lot|||REQUIRED|||-NONE-|||3
A 64 66|||U:OTHER||||||REQUIRED|||-NONE-|||3

S becuse if i see some one did somthing to may safe me time and engy and it wok 's i will do it .
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||0
A 2 3|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 4 6|||R:ORTH|||someone|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||something|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB|||save|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||energy|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||works|||REQUIRED|||-NONE-|||0
A 18 20|||R:NOUN:POSS|||, I|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||1
A 2 3|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 4 4|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 4 6|||R:ORTH|||someone|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||something|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||save|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||energy|||REQUIRED|||-NONE-|||1
A 17 19|||R:OTHER|||works|||REQUIRED|||-NONE-|||1
A 19 20|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 21 21|||M:ADV|||also|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||2
A 2 3|||R:ORTH|||I|||REQUIRED|||-NONE-|||2
A 4 6|||R:ORTH|||someone|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||something|||REQUIRED|||-NONE-|||2
A 9 11|||R:VERB|||save|||REQUIRED|||-NONE-|||2
A 14 15|||R:SPELL|||energy|||REQUIRED|||-NONE-|||2
A 17 18|||R:OTHER|||works|||REQUIRED|||-NONE-|||2
A 18 20|||R:NOUN:POSS|||, I|||REQUIRED|||-NONE-|||2
A 0 1|||U:VERB||||||REQUIRED|||-NONE-|||3
A 1 3|||R:ORTH|||If I|||REQUIRED|||-NONE-|||3
A 4 4|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 4 6|||R:ORTH|||someone|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||something|||REQUIRED|||-NONE-|||3
A 8 9|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 10 11|||R:OTHER|||save me|||REQUIRED|||-NONE-|||3
A 14 15|||R:SPELL|||energy|||REQUIRED|||-NONE-|||3
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 17 18|||R:OTHER|||works|||REQUIRED|||-NONE-|||3
A 18 19|||R:OTHER|||, then|||REQUIRED|||-NONE-|||3
A 19 20|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 23 23|||M:ADV|||too|||REQUIRED|||-NONE-|||3

S The government should think about the whole nature .
A 5 7|||R:OTHER|||all|||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||nature as|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 7 8|||U:NOUN||||||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 7 7|||M:PREP|||of|||REQUIRED|||-NONE-|||3

S They will not be able to compete with other similar brands and the product will fizzle out or die .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 8 9|||U:ADJ||||||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S People are now opening their eyes to the scenario when we would run out of fuel .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||that happens|||REQUIRED|||-NONE-|||1
A 11 12|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 9 10|||R:ADV|||where|||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||2
A 9 10|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||3

S For me it was great because I need to talk on the phone locally and nationally for long periods of time .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 13 13|||M:CONJ|||both|||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S They only care if the effects are good and popular among the crowds .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||with|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S That is why calculated risks , as one could call them , are the predecessors of big success , because they get people 's attention by giving people new options .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 0 4|||U:OTHER|||Calculated|||REQUIRED|||-NONE-|||3
A 18 19|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 27 28|||R:OTHER|||them|||REQUIRED|||-NONE-|||3

S He said in other words that the more flouride may create damage in human body , specifically the bone .
A 8 9|||R:SPELL|||fluoride|||REQUIRED|||-NONE-|||0
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||fluoride|||REQUIRED|||-NONE-|||1
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||fluoride|||REQUIRED|||-NONE-|||2
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||2
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 18 19|||R:NOUN:NUM|||bones|||REQUIRED|||-NONE-|||2
A 0 3|||U:OTHER|||In|||REQUIRED|||-NONE-|||3
A 5 5|||M:OTHER|||, he said|||REQUIRED|||-NONE-|||3
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||fluoride|||REQUIRED|||-NONE-|||3
A 10 11|||U:VERB||||||REQUIRED|||-NONE-|||3
A 12 13|||R:OTHER|||the|||REQUIRED|||-NONE-|||3
A 18 19|||R:NOUN:NUM|||bones|||REQUIRED|||-NONE-|||3

S When these people create their new ideas others often look very strange on them .
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 11 12|||R:MORPH|||strangely|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||2
A 12 13|||R:PREP|||at|||REQUIRED|||-NONE-|||2
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||3
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 11 12|||R:MORPH|||strangely|||REQUIRED|||-NONE-|||3
A 12 13|||R:PREP|||at|||REQUIRED|||-NONE-|||3

S You will learn to socialize with people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S No ohter transportation concept has been as successful as the car , not only because the goog street and highway system throughout the United States and Europe , but only because off the fact , that people love their cars .
A 1 2|||R:SPELL|||other|||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||they can go on|||REQUIRED|||-NONE-|||0
A 16 17|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 29 30|||U:ADV||||||REQUIRED|||-NONE-|||0
A 31 32|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 34 35|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||other|||REQUIRED|||-NONE-|||1
A 15 15|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||good|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN:NUM|||systems|||REQUIRED|||-NONE-|||1
A 29 30|||R:ADV|||also|||REQUIRED|||-NONE-|||1
A 31 32|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 34 35|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||other|||REQUIRED|||-NONE-|||2
A 15 15|||M:PREP|||of|||REQUIRED|||-NONE-|||2
A 16 17|||R:SPELL|||good|||REQUIRED|||-NONE-|||2
A 29 30|||R:ADV|||also|||REQUIRED|||-NONE-|||2
A 31 32|||R:PREP|||of|||REQUIRED|||-NONE-|||2
A 34 35|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||other|||REQUIRED|||-NONE-|||3
A 15 16|||R:OTHER|||of|||REQUIRED|||-NONE-|||3
A 16 17|||R:SPELL|||good|||REQUIRED|||-NONE-|||3
A 17 18|||R:NOUN:NUM|||streets|||REQUIRED|||-NONE-|||3
A 20 21|||R:NOUN:NUM|||systems|||REQUIRED|||-NONE-|||3
A 29 30|||R:ADV|||also|||REQUIRED|||-NONE-|||3
A 31 32|||R:PREP|||of|||REQUIRED|||-NONE-|||3
A 34 35|||U:PUNCT||||||REQUIRED|||-NONE-|||3

S If they prefer to choose cars than motor bike , that means there will be many cars .
A 8 9|||R:NOUN:NUM|||bikes|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||people|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||over|||REQUIRED|||-NONE-|||1
A 7 9|||R:NOUN|||motorbikes|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||instead of|||REQUIRED|||-NONE-|||2
A 8 9|||R:NOUN:NUM|||bikes|||REQUIRED|||-NONE-|||2
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 6 7|||R:PREP|||over|||REQUIRED|||-NONE-|||3
A 8 9|||R:NOUN:NUM|||bikes|||REQUIRED|||-NONE-|||3
A 12 12|||M:PREP|||that|||REQUIRED|||-NONE-|||3

S That 's why he is a legend in these days and people repect him .
A 12 13|||R:SPELL|||respect|||REQUIRED|||-NONE-|||0
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||respect|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 11 11|||M:ADV|||why|||REQUIRED|||-NONE-|||2
A 12 13|||R:SPELL|||respect|||REQUIRED|||-NONE-|||2
A 12 13|||R:SPELL|||respect|||REQUIRED|||-NONE-|||3

S for example , in math club , teachers usually teach us how to solve a math problem using vary ways .
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 4|||U:PUNCT|||In|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||for example|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||show|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||in|||REQUIRED|||-NONE-|||0
A 18 19|||R:ADJ|||different|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||1
A 18 19|||R:MORPH|||various|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||2
A 18 19|||R:MORPH|||various|||REQUIRED|||-NONE-|||2
A 19 20|||R:NOUN|||methods|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||3
A 18 19|||R:ADJ|||different|||REQUIRED|||-NONE-|||3
A 19 20|||R:NOUN|||methods|||REQUIRED|||-NONE-|||3

S In order hand , when I was a fresh man in my college , I could concentrate on my favorit subjects .
A 0 2|||R:OTHER|||On the other|||REQUIRED|||-NONE-|||0
A 8 10|||R:ORTH|||freshman|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||at|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||favorite|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||On the other|||REQUIRED|||-NONE-|||1
A 8 10|||R:ORTH|||freshman|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||favorite|||REQUIRED|||-NONE-|||1
A 0 2|||R:OTHER|||On the other|||REQUIRED|||-NONE-|||2
A 19 20|||R:SPELL|||favorite|||REQUIRED|||-NONE-|||2
A 0 2|||R:OTHER|||On the other|||REQUIRED|||-NONE-|||3
A 8 10|||R:ORTH|||freshman|||REQUIRED|||-NONE-|||3
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||3
A 19 20|||R:SPELL|||favorite|||REQUIRED|||-NONE-|||3

S I have an IBM computer and my laptop is DELL .
A 4 4|||M:NOUN|||desktop|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 9 10|||R:ORTH|||Dell|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 9 10|||R:ORTH|||Dell|||REQUIRED|||-NONE-|||2
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 9 10|||R:ORTH|||Dell|||REQUIRED|||-NONE-|||3

S Air in China is not so clean because of cars .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||The air|||REQUIRED|||-NONE-|||1
A 5 6|||R:ADV|||very|||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||pollution from|||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||all the|||REQUIRED|||-NONE-|||2
A 0 1|||M:DET|||The air|||REQUIRED|||-NONE-|||3
A 8 8|||M:OTHER|||of the number|||REQUIRED|||-NONE-|||3

S When price of gas goes up , the consumer do not want buy gas for fuels .
A 8 9|||R:NOUN:NUM|||consumers|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||fuel|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||fuel|||REQUIRED|||-NONE-|||1
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||2
A 8 9|||R:NOUN:NUM|||consumers|||REQUIRED|||-NONE-|||2
A 12 12|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||2
A 15 16|||R:NOUN:NUM|||fuel|||REQUIRED|||-NONE-|||2
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3
A 8 9|||R:NOUN:NUM|||consumers|||REQUIRED|||-NONE-|||3
A 12 12|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||3
A 15 16|||R:NOUN:NUM|||fuel|||REQUIRED|||-NONE-|||3

S although , learning more subjects gives us a huge knowledge which is make me sucssesfu in my study .
A 0 1|||R:ORTH|||Although|||REQUIRED|||-NONE-|||0
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||will|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||successful|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Although|||REQUIRED|||-NONE-|||1
A 7 9|||R:OTHER|||more|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||could|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||successful|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||studies|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Although|||REQUIRED|||-NONE-|||2
A 7 9|||R:OTHER|||great|||REQUIRED|||-NONE-|||2
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 11 13|||R:VERB:TENSE|||makes|||REQUIRED|||-NONE-|||2
A 14 15|||R:SPELL|||successful|||REQUIRED|||-NONE-|||2
A 17 18|||R:NOUN:NUM|||studies|||REQUIRED|||-NONE-|||2
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||3
A 1 3|||U:PUNCT|||Learning|||REQUIRED|||-NONE-|||3
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 11 13|||R:VERB:TENSE|||makes|||REQUIRED|||-NONE-|||3
A 14 15|||R:SPELL|||successful|||REQUIRED|||-NONE-|||3
A 17 18|||R:NOUN:NUM|||studies|||REQUIRED|||-NONE-|||3

S When you`re making a tour guide trip , you already have a everything settled from the time you`re departing to the time you arrive .
A 1 2|||R:OTHER|||you 're|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||you 're|||REQUIRED|||-NONE-|||0
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||you|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||'re taking|||REQUIRED|||-NONE-|||1
A 3 3|||M:OTHER|||a trip with|||REQUIRED|||-NONE-|||1
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||everything is|||REQUIRED|||-NONE-|||1
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||you|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB|||arrive|||REQUIRED|||-NONE-|||1
A 19 20|||R:PREP|||until|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB|||depart|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||you|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB|||'re taking|||REQUIRED|||-NONE-|||2
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||2
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||2
A 17 18|||R:OTHER|||you|||REQUIRED|||-NONE-|||2
A 18 19|||R:VERB|||leave|||REQUIRED|||-NONE-|||2
A 1 2|||R:OTHER|||you|||REQUIRED|||-NONE-|||3
A 2 3|||R:VERB|||'re taking|||REQUIRED|||-NONE-|||3
A 3 3|||M:OTHER|||a trip with|||REQUIRED|||-NONE-|||3
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||3
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 17 18|||R:OTHER|||you|||REQUIRED|||-NONE-|||3
A 18 19|||R:VERB:FORM|||depart|||REQUIRED|||-NONE-|||3

S On the other hand , although in Turkey the public transportation is getting developed especially in the two big cities , that is , Ankara and istanbul , it is still nothing compared to Sweden .
A 12 14|||R:VERB:TENSE|||developing|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 24|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 26 27|||R:ORTH|||Istanbul|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:TENSE|||being|||REQUIRED|||-NONE-|||2
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 20 24|||R:OTHER|||of|||REQUIRED|||-NONE-|||2
A 26 27|||R:ORTH|||Istanbul|||REQUIRED|||-NONE-|||2
A 35 35|||M:OTHER|||'s system|||REQUIRED|||-NONE-|||2
A 5 7|||U:PREP||||||REQUIRED|||-NONE-|||3
A 8 9|||R:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||3
A 12 14|||R:VERB:TENSE|||developing|||REQUIRED|||-NONE-|||3
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 20 23|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 26 27|||R:ORTH|||Istanbul|||REQUIRED|||-NONE-|||3
A 28 28|||M:CONJ|||but|||REQUIRED|||-NONE-|||3

S This rebuffs the reading passage 's claim that there is no improvement .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB|||contradicts|||REQUIRED|||-NONE-|||2
A 1 2|||R:VERB|||refutes|||REQUIRED|||-NONE-|||3

S As they are involved with study , they donot get enough time to look after their community .
A 8 9|||R:ORTH|||do not|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||Because|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||their studies|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||their studies|||REQUIRED|||-NONE-|||2
A 8 10|||R:OTHER|||do not have|||REQUIRED|||-NONE-|||2
A 5 6|||R:OTHER|||their studies|||REQUIRED|||-NONE-|||3
A 8 10|||R:OTHER|||do not have|||REQUIRED|||-NONE-|||3

S However , I strongly maintained that traveling by their own gives a lot of advantages .
A 4 5|||R:VERB:TENSE|||maintain|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB|||has|||REQUIRED|||-NONE-|||0
A 11 11|||M:PRON|||them|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:TENSE|||maintain|||REQUIRED|||-NONE-|||2
A 7 8|||R:PREP|||on|||REQUIRED|||-NONE-|||2
A 11 11|||M:PRON|||them|||REQUIRED|||-NONE-|||2
A 7 8|||R:PREP|||on|||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB|||had|||REQUIRED|||-NONE-|||3

S The even ask themself how this kind of things did n't cross their mind .
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||themselves|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||these|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||kinds|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||minds|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||themselves|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||thing|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||minds|||REQUIRED|||-NONE-|||1
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||themselves|||REQUIRED|||-NONE-|||2
A 5 6|||R:DET|||these|||REQUIRED|||-NONE-|||2
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||3
A 3 4|||R:SPELL|||themselves|||REQUIRED|||-NONE-|||3
A 4 5|||R:ADV|||why|||REQUIRED|||-NONE-|||3
A 8 9|||R:NOUN:NUM|||thing|||REQUIRED|||-NONE-|||3

S People tends to choose other medias , and that is why litterature is in danger .
A 1 2|||R:VERB:SVA|||tend|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||literature|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||tend|||REQUIRED|||-NONE-|||1
A 5 5|||M:OTHER|||types of|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN|||media|||REQUIRED|||-NONE-|||1
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||literature|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:SVA|||tend|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN|||media types|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||literature|||REQUIRED|||-NONE-|||2
A 1 2|||R:VERB:SVA|||tend|||REQUIRED|||-NONE-|||3
A 5 6|||R:NOUN|||media|||REQUIRED|||-NONE-|||3
A 7 8|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 8 9|||R:DET|||which|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||literature|||REQUIRED|||-NONE-|||3

S I cast doubt that twenty years is too short time to prove the problem .
A 1 2|||U:VERB||||||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||of a|||REQUIRED|||-NONE-|||0
A 9 10|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||of a|||REQUIRED|||-NONE-|||2
A 1 2|||U:VERB||||||REQUIRED|||-NONE-|||3
A 9 9|||M:OTHER|||of a|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB|||solve|||REQUIRED|||-NONE-|||3

S So for these reasons i really believe that it 's important to have a broad knowledge on different subjects , instead of being focused on just one , because sometime the answer that we are searching for , we can easily find it in a field that can seems not related to our purpose .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 5|||M:PUNCT|||, I|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 20|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 29 30|||R:MORPH|||sometimes|||REQUIRED|||-NONE-|||0
A 30 30|||M:OTHER|||we can easily find|||REQUIRED|||-NONE-|||0
A 37 43|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 48 50|||R:OTHER|||seem|||REQUIRED|||-NONE-|||0
A 50 51|||R:OTHER|||unrelated|||REQUIRED|||-NONE-|||0
A 4 5|||M:PUNCT|||, I|||REQUIRED|||-NONE-|||1
A 29 30|||R:MORPH|||sometimes|||REQUIRED|||-NONE-|||1
A 48 49|||R:VERB:FORM|||seem|||REQUIRED|||-NONE-|||1
A 4 5|||M:PUNCT|||, I|||REQUIRED|||-NONE-|||2
A 16 17|||R:PREP|||of|||REQUIRED|||-NONE-|||2
A 19 20|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 29 30|||R:MORPH|||sometimes|||REQUIRED|||-NONE-|||2
A 37 39|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 40 40|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||2
A 41 43|||R:OTHER|||found|||REQUIRED|||-NONE-|||2
A 48 50|||R:OTHER|||seem|||REQUIRED|||-NONE-|||2
A 50 51|||R:OTHER|||unrelated|||REQUIRED|||-NONE-|||2
A 0 2|||U:ADV|||For|||REQUIRED|||-NONE-|||3
A 4 5|||M:PUNCT|||, I|||REQUIRED|||-NONE-|||3
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||3
A 29 30|||R:MORPH|||sometimes|||REQUIRED|||-NONE-|||3
A 37 39|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 41 42|||R:VERB:TENSE|||be found|||REQUIRED|||-NONE-|||3
A 42 43|||U:PRON||||||REQUIRED|||-NONE-|||3
A 47 48|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||3
A 49 50|||U:ADV||||||REQUIRED|||-NONE-|||3
A 50 51|||R:OTHER|||unrelated|||REQUIRED|||-NONE-|||3
A 53 54|||R:NOUN|||problem|||REQUIRED|||-NONE-|||3

S I am pleased to know intelligent peple and learn about things which I do n't know .
A 6 7|||R:SPELL|||people|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||people|||REQUIRED|||-NONE-|||1
A 11 12|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||meet|||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||people|||REQUIRED|||-NONE-|||2
A 9 10|||R:OTHER|||new|||REQUIRED|||-NONE-|||2
A 11 16|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||people|||REQUIRED|||-NONE-|||3
A 11 12|||R:DET|||that|||REQUIRED|||-NONE-|||3

S To resolve this problem , the governments of the cities are likely to improve the public transportation system by building new subway system and adding more lines for buses .
A 1 2|||R:VERB|||solve|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||city|||REQUIRED|||-NONE-|||0
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN:NUM|||systems|||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN:NUM|||systems|||REQUIRED|||-NONE-|||0
A 26 26|||M:NOUN|||bus|||REQUIRED|||-NONE-|||0
A 27 29|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 6|||M:NOUN|||city|||REQUIRED|||-NONE-|||1
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 21 23|||R:NOUN|||subways|||REQUIRED|||-NONE-|||1
A 25 26|||R:OTHER|||bus|||REQUIRED|||-NONE-|||1
A 27 29|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||systems|||REQUIRED|||-NONE-|||2
A 22 23|||R:NOUN:NUM|||systems|||REQUIRED|||-NONE-|||2
A 5 6|||R:OTHER|||city|||REQUIRED|||-NONE-|||3
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 22 23|||R:NOUN:NUM|||systems|||REQUIRED|||-NONE-|||3
A 26 26|||M:NOUN|||bus|||REQUIRED|||-NONE-|||3
A 27 29|||U:OTHER||||||REQUIRED|||-NONE-|||3

S I know lots of old people who go to parties , stay always in contact with others people .
A 10 11|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||0
A 16 17|||R:MORPH|||other|||REQUIRED|||-NONE-|||0
A 10 10|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||who|||REQUIRED|||-NONE-|||1
A 11 13|||R:WO|||always stay|||REQUIRED|||-NONE-|||1
A 16 17|||R:MORPH|||other|||REQUIRED|||-NONE-|||1
A 4 5|||R:ADJ:FORM|||older|||REQUIRED|||-NONE-|||2
A 10 11|||R:OTHER|||and|||REQUIRED|||-NONE-|||2
A 11 13|||R:WO|||always stay|||REQUIRED|||-NONE-|||2
A 17 18|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 10 11|||R:OTHER|||and|||REQUIRED|||-NONE-|||3
A 11 13|||R:WO|||always stay|||REQUIRED|||-NONE-|||3
A 17 18|||U:NOUN||||||REQUIRED|||-NONE-|||3

S But these thing seem to hard for old people , they move so hardly , and do n't have health body to play this thing like sports .
A 2 3|||R:NOUN:NUM|||things|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||too|||REQUIRED|||-NONE-|||0
A 13 14|||R:ADV|||difficultly|||REQUIRED|||-NONE-|||0
A 19 19|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 19 20|||R:MORPH|||healthy|||REQUIRED|||-NONE-|||0
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN:NUM|||things|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:NUM|||things|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||too|||REQUIRED|||-NONE-|||1
A 13 14|||R:ADV|||slowly|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN:NUM|||bodies|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB|||use|||REQUIRED|||-NONE-|||1
A 26 27|||R:NOUN|||athletes|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN:NUM|||things|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||too|||REQUIRED|||-NONE-|||2
A 9 10|||R:OTHER|||since|||REQUIRED|||-NONE-|||2
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 14 15|||R:OTHER|||move|||REQUIRED|||-NONE-|||2
A 19 20|||R:MORPH|||healthy|||REQUIRED|||-NONE-|||2
A 20 21|||R:NOUN:NUM|||bodies|||REQUIRED|||-NONE-|||2
A 23 24|||U:DET||||||REQUIRED|||-NONE-|||2
A 24 25|||R:NOUN:NUM|||things|||REQUIRED|||-NONE-|||2
A 0 2|||U:CONJ|||These|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||too|||REQUIRED|||-NONE-|||3
A 10 10|||M:PREP|||because|||REQUIRED|||-NONE-|||3
A 12 12|||M:PREP|||with|||REQUIRED|||-NONE-|||3
A 13 15|||R:OTHER|||much difficulty|||REQUIRED|||-NONE-|||3
A 20 21|||R:NOUN:NUM|||bodies|||REQUIRED|||-NONE-|||3
A 23 26|||U:OTHER||||||REQUIRED|||-NONE-|||3

S For example , if you understand the idea that all diseases , caused by microorganisms , are treated with the antibiotics , you will never use antidepressants .
A 14 15|||R:ORTH|||micro organisms|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||are|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||2
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||3

S I like about that , but after that it 's gradually starting boring and finally I did n't have interesting about all the stuff .
A 1 2|||R:VERB:TENSE|||liked|||REQUIRED|||-NONE-|||0
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||0
A 9 10|||U:CONTR||||||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||started becoming|||REQUIRED|||-NONE-|||0
A 19 19|||M:DET|||any|||REQUIRED|||-NONE-|||0
A 19 20|||R:MORPH|||interest|||REQUIRED|||-NONE-|||0
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||liked|||REQUIRED|||-NONE-|||1
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||1
A 3 4|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||awhile|||REQUIRED|||-NONE-|||1
A 9 10|||U:CONTR||||||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||started to be|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:ADV|||eventually|||REQUIRED|||-NONE-|||1
A 19 20|||R:MORPH|||interest|||REQUIRED|||-NONE-|||1
A 20 24|||R:OTHER|||in it|||REQUIRED|||-NONE-|||1
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||2
A 4 4|||M:OTHER|||at first|||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||a while|||REQUIRED|||-NONE-|||2
A 9 10|||U:CONTR||||||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB|||starts getting|||REQUIRED|||-NONE-|||2
A 13 14|||R:OTHER|||until|||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||2
A 19 19|||M:DET|||an|||REQUIRED|||-NONE-|||2
A 19 20|||R:MORPH|||interest|||REQUIRED|||-NONE-|||2
A 20 21|||R:PREP|||in|||REQUIRED|||-NONE-|||2
A 1 2|||R:VERB|||liked learning|||REQUIRED|||-NONE-|||3
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 9 10|||U:CONTR||||||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB|||started to get|||REQUIRED|||-NONE-|||3
A 19 19|||M:DET|||any|||REQUIRED|||-NONE-|||3
A 19 20|||R:MORPH|||interest|||REQUIRED|||-NONE-|||3
A 20 21|||R:PREP|||in|||REQUIRED|||-NONE-|||3
A 22 23|||R:DET|||that|||REQUIRED|||-NONE-|||3

S In her salary we cant buy some car because we are planing to finish our hause in Binangonan , Rizal and we will planing to finish my study in Boston .
A 0 1|||R:PREP|||With|||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||ca n't|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||planning|||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||house|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB:TENSE|||be planning|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||With|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||ca n't|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||planning|||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||house|||REQUIRED|||-NONE-|||1
A 21 22|||R:PRON|||I|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:TENSE|||am|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:FORM|||planning|||REQUIRED|||-NONE-|||1
A 0 1|||R:PREP|||On|||REQUIRED|||-NONE-|||2
A 4 5|||R:OTHER|||ca n't|||REQUIRED|||-NONE-|||2
A 6 7|||R:DET|||a|||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB:FORM|||planning|||REQUIRED|||-NONE-|||2
A 15 16|||R:SPELL|||house|||REQUIRED|||-NONE-|||2
A 23 24|||R:VERB:TENSE|||be planning|||REQUIRED|||-NONE-|||2
A 27 28|||R:NOUN:NUM|||studies|||REQUIRED|||-NONE-|||2
A 0 1|||R:PREP|||On|||REQUIRED|||-NONE-|||3
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 4 5|||R:OTHER|||ca n't|||REQUIRED|||-NONE-|||3
A 6 7|||R:DET|||a|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB:FORM|||planning|||REQUIRED|||-NONE-|||3
A 15 16|||R:SPELL|||house|||REQUIRED|||-NONE-|||3
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 21 22|||U:PRON||||||REQUIRED|||-NONE-|||3
A 22 24|||R:VERB|||pay|||REQUIRED|||-NONE-|||3
A 24 25|||R:OTHER|||tuition so I can|||REQUIRED|||-NONE-|||3
A 27 28|||R:NOUN:NUM|||studies|||REQUIRED|||-NONE-|||3

S so the information technology and advanced technology are so much increased .
A 0 1|||R:ORTH|||So|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 8 10|||R:ADV|||really|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||So|||REQUIRED|||-NONE-|||1
A 7 10|||R:OTHER|||have|||REQUIRED|||-NONE-|||1
A 0 1|||U:ADV||||||REQUIRED|||-NONE-|||2
A 1 2|||R:ORTH|||The|||REQUIRED|||-NONE-|||2
A 7 10|||R:OTHER|||have|||REQUIRED|||-NONE-|||2
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 2 3|||R:ORTH|||Information|||REQUIRED|||-NONE-|||3
A 5 5|||M:ADJ|||other|||REQUIRED|||-NONE-|||3
A 6 7|||R:NOUN:NUM|||technologies|||REQUIRED|||-NONE-|||3
A 7 10|||R:OTHER|||have|||REQUIRED|||-NONE-|||3
A 11 11|||M:ADV|||greatly|||REQUIRED|||-NONE-|||3

S Even more relevant to the seduction of advertisement is the fact that quite frequently those images of perfection placed in front of our eyes are just mirages and illusions , bodies touched up by computer programs and therefore , they do not resemble reality at all .
A 37 37|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 38 39|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 5 6|||R:MORPH|||seductiveness|||REQUIRED|||-NONE-|||3
A 7 8|||R:NOUN:NUM|||advertisements|||REQUIRED|||-NONE-|||3
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 36 39|||R:WO|||, and therefore|||REQUIRED|||-NONE-|||3

S As the professor claimed the details and examples to strengthen the position of reading passage , which I , in the following pargarghs , would like to provide the evidence to present the whole views .
A 0 2|||U:PREP|||The|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 17 18|||U:PRON||||||REQUIRED|||-NONE-|||0
A 18 19|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 22 23|||R:SPELL|||paragraphs|||REQUIRED|||-NONE-|||0
A 24 24|||M:PRON|||I|||REQUIRED|||-NONE-|||0
A 28 29|||U:DET||||||REQUIRED|||-NONE-|||0
A 34 35|||R:NOUN:NUM|||view|||REQUIRED|||-NONE-|||0
A 22 23|||R:SPELL|||paragraphs|||REQUIRED|||-NONE-|||1
A 8 9|||U:VERB:FORM||||||REQUIRED|||-NONE-|||2
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||2
A 22 23|||R:SPELL|||paragraphs|||REQUIRED|||-NONE-|||2
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 8 10|||R:VERB:FORM|||strengthened|||REQUIRED|||-NONE-|||3
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||and|||REQUIRED|||-NONE-|||3
A 18 24|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 24 27|||R:VERB|||will|||REQUIRED|||-NONE-|||3
A 28 29|||U:DET||||||REQUIRED|||-NONE-|||3
A 34 35|||R:NOUN:NUM|||view|||REQUIRED|||-NONE-|||3
A 35 35|||M:OTHER|||in the following paragraphs|||REQUIRED|||-NONE-|||3

S In the advertisement that he shows in the media , newspapers , magazines , and public spaces , he clearly says that the product is made with products of high quality in technology .
A 2 3|||R:NOUN:NUM|||advertisements|||REQUIRED|||-NONE-|||0
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 27 29|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 31 32|||U:PREP||||||REQUIRED|||-NONE-|||2
A 2 3|||R:NOUN:NUM|||advertisements|||REQUIRED|||-NONE-|||3
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB:FORM|||shown|||REQUIRED|||-NONE-|||3
A 9 14|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 30 30|||M:ADJ|||technological|||REQUIRED|||-NONE-|||3
A 31 33|||U:OTHER||||||REQUIRED|||-NONE-|||3

S We have a lot of paper have to write .
A 5 6|||R:NOUN:NUM|||papers|||REQUIRED|||-NONE-|||0
A 6 7|||U:VERB||||||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||papers|||REQUIRED|||-NONE-|||1
A 6 6|||M:PRON|||we|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||papers|||REQUIRED|||-NONE-|||2
A 6 6|||M:PRON|||we|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN:NUM|||papers|||REQUIRED|||-NONE-|||3
A 6 7|||U:VERB||||||REQUIRED|||-NONE-|||3

S A person with broad knowlege will help him to renovate .
A 4 5|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||1
A 8 9|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||2
A 8 8|||M:PREP|||with|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||the|||REQUIRED|||-NONE-|||2
A 9 10|||R:MORPH|||renovation|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||3
A 8 9|||U:VERB:FORM||||||REQUIRED|||-NONE-|||3

S The development of biomechanics has made this possible .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S This inadequate amount of fuel force us to use less cars .
A 5 6|||R:NOUN:NUM|||forces|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||forces|||REQUIRED|||-NONE-|||1
A 0 1|||R:DET|||The|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN:NUM|||forces|||REQUIRED|||-NONE-|||2
A 9 11|||R:WO|||cars less|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN:NUM|||forces|||REQUIRED|||-NONE-|||3
A 9 11|||R:WO|||cars less|||REQUIRED|||-NONE-|||3

S One of this important element is internet .
A 2 3|||R:DET|||these|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||elements|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 2 3|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 4 5|||R:NOUN:NUM|||elements|||REQUIRED|||-NONE-|||2
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 2 3|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 4 5|||R:NOUN:NUM|||elements|||REQUIRED|||-NONE-|||3
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||3

S You can only be successfull by learning new stuff and trying it too , by being an open and creative mind .
A 4 5|||R:SPELL|||successful|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||successful|||REQUIRED|||-NONE-|||1
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||new|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||things|||REQUIRED|||-NONE-|||1
A 14 14|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB|||having|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||successful|||REQUIRED|||-NONE-|||2
A 7 7|||M:OTHER|||and trying|||REQUIRED|||-NONE-|||2
A 8 9|||R:NOUN|||things|||REQUIRED|||-NONE-|||2
A 10 16|||R:OTHER|||keeping|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||successful|||REQUIRED|||-NONE-|||3
A 15 16|||R:VERB|||having|||REQUIRED|||-NONE-|||3

S Firstly the striped bass consume large quantitiy of menhaden , secondly this fish is also a source of protein for farm animal , and fishing industry gives work some people in Virginia .
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 5|||R:MORPH|||consumes|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||and second|||REQUIRED|||-NONE-|||0
A 10 11|||U:ADV||||||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN:NUM|||animals|||REQUIRED|||-NONE-|||0
A 24 24|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 28 28|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||quantities|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN:NUM|||animals|||REQUIRED|||-NONE-|||1
A 24 24|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 28 28|||M:PREP|||to|||REQUIRED|||-NONE-|||1
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||2
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 4 5|||R:VERB:SVA|||consumes|||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||quantities|||REQUIRED|||-NONE-|||2
A 10 10|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 10 11|||R:MORPH|||second|||REQUIRED|||-NONE-|||2
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 21 22|||R:NOUN:NUM|||animals|||REQUIRED|||-NONE-|||2
A 24 24|||M:OTHER|||third , the|||REQUIRED|||-NONE-|||2
A 28 28|||M:PREP|||to|||REQUIRED|||-NONE-|||2
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 6 7|||R:SPELL|||quantity|||REQUIRED|||-NONE-|||3
A 9 9|||M:PUNCT|||;|||REQUIRED|||-NONE-|||3
A 9 11|||R:WO|||secondly ,|||REQUIRED|||-NONE-|||3
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||3
A 21 22|||R:NOUN:NUM|||animals|||REQUIRED|||-NONE-|||3
A 22 23|||R:PUNCT|||;|||REQUIRED|||-NONE-|||3
A 24 24|||M:OTHER|||finally , the|||REQUIRED|||-NONE-|||3
A 26 28|||R:OTHER|||provides jobs for|||REQUIRED|||-NONE-|||3

S They were drove settlements in other domain .
A 1 2|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||domains|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||driven to|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||domains|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||driven to|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN|||areas|||REQUIRED|||-NONE-|||2
A 2 3|||R:OTHER|||driven to|||REQUIRED|||-NONE-|||3
A 6 7|||R:NOUN:NUM|||domains|||REQUIRED|||-NONE-|||3

S The time line about this danger , which i have already given in the above discussion is so predictable that one can have even calculations about it if he/she has both the population and existing fuel count .
A 1 3|||R:ORTH|||timeline|||REQUIRED|||-NONE-|||0
A 8 9|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 22 24|||R:WO|||even have|||REQUIRED|||-NONE-|||0
A 8 9|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 22 24|||R:WO|||even have|||REQUIRED|||-NONE-|||1
A 1 3|||R:ORTH|||timeline|||REQUIRED|||-NONE-|||2
A 3 4|||R:PREP|||of|||REQUIRED|||-NONE-|||2
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 15 16|||R:OTHER|||,|||REQUIRED|||-NONE-|||2
A 22 23|||U:VERB||||||REQUIRED|||-NONE-|||2
A 24 24|||M:VERB|||make|||REQUIRED|||-NONE-|||2
A 28 29|||R:OTHER|||they|||REQUIRED|||-NONE-|||2
A 29 30|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||2
A 34 34|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 36 37|||R:NOUN|||level|||REQUIRED|||-NONE-|||2
A 1 3|||R:ORTH|||timeline|||REQUIRED|||-NONE-|||3
A 3 4|||R:PREP|||for|||REQUIRED|||-NONE-|||3
A 8 9|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 15 16|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 22 23|||U:VERB||||||REQUIRED|||-NONE-|||3
A 24 24|||M:VERB|||make|||REQUIRED|||-NONE-|||3
A 36 37|||R:NOUN:NUM|||counts|||REQUIRED|||-NONE-|||3

S I think people should travel by making decision by themselves with sevral reasons .
A 11 12|||R:SPELL|||several|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||decisions|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||several|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||for|||REQUIRED|||-NONE-|||2
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 10 11|||R:PREP|||for|||REQUIRED|||-NONE-|||2
A 11 12|||R:ADJ|||many|||REQUIRED|||-NONE-|||2
A 7 8|||R:NOUN:NUM|||decisions|||REQUIRED|||-NONE-|||3
A 10 11|||R:PREP|||for|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||several|||REQUIRED|||-NONE-|||3

S Indeed , they threat lot of freshwater fish species because they need to eat and to find different kind of food in the oceans .
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||kinds|||REQUIRED|||-NONE-|||0
A 23 24|||R:NOUN:NUM|||ocean|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||threaten|||REQUIRED|||-NONE-|||1
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||kinds|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||threaten|||REQUIRED|||-NONE-|||2
A 4 5|||R:NOUN:NUM|||lots|||REQUIRED|||-NONE-|||2
A 15 16|||U:VERB:FORM||||||REQUIRED|||-NONE-|||2
A 18 19|||R:NOUN:NUM|||kinds|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB|||threaten|||REQUIRED|||-NONE-|||3
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 15 16|||U:VERB:FORM||||||REQUIRED|||-NONE-|||3
A 18 19|||R:NOUN|||sources|||REQUIRED|||-NONE-|||3

S For example , if the city says that 8am~9 am is the most busiest time , than worker would argues that they drive a bit later
A 8 9|||R:ORTH|||8 am ~ 9|||REQUIRED|||-NONE-|||0
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||0
A 16 17|||R:SPELL|||then|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:FORM|||argue|||REQUIRED|||-NONE-|||0
A 24 25|||R:OTHER|||little|||REQUIRED|||-NONE-|||0
A 26 26|||M:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 13 14|||R:ADJ:FORM|||busy|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||workers|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:FORM|||argue|||REQUIRED|||-NONE-|||1
A 22 22|||M:VERB:TENSE|||should|||REQUIRED|||-NONE-|||1
A 26 26|||M:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||2
A 16 17|||R:SPELL|||then|||REQUIRED|||-NONE-|||2
A 17 18|||R:NOUN:NUM|||workers|||REQUIRED|||-NONE-|||2
A 18 19|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||2
A 19 20|||R:VERB:FORM|||argue|||REQUIRED|||-NONE-|||2
A 26 26|||M:PUNCT|||.|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||8 am -- 9|||REQUIRED|||-NONE-|||3
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||3
A 16 17|||R:SPELL|||then|||REQUIRED|||-NONE-|||3
A 17 18|||R:NOUN:NUM|||workers|||REQUIRED|||-NONE-|||3
A 18 19|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||3
A 19 20|||R:VERB:FORM|||argue|||REQUIRED|||-NONE-|||3
A 22 22|||M:VERB:TENSE|||should|||REQUIRED|||-NONE-|||3
A 26 26|||M:PUNCT|||.|||REQUIRED|||-NONE-|||3

S Educators should provide opportunities for them to learn enough knowledge to survive the real world .
A 12 12|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||students|||REQUIRED|||-NONE-|||2
A 12 12|||M:PREP|||in|||REQUIRED|||-NONE-|||2
A 7 8|||R:VERB|||gain|||REQUIRED|||-NONE-|||3
A 12 12|||M:PREP|||in|||REQUIRED|||-NONE-|||3

S For example , when I am studying for tests or doing my homework , my grandparents can go out and do what they enjoy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S traditional enclopedias are written by trained expert for academic rigor that can not really achieve .
A 0 1|||R:ORTH|||Traditional|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||encyclopedias|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||experts|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Traditional|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||encyclopedias|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||experts|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:TENSE|||be achieved|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Traditional|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||encyclopedias|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||experts|||REQUIRED|||-NONE-|||2
A 14 15|||R:VERB:TENSE|||be achieved|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Traditional|||REQUIRED|||-NONE-|||3
A 1 2|||R:SPELL|||encyclopedias|||REQUIRED|||-NONE-|||3
A 6 7|||R:NOUN:NUM|||experts|||REQUIRED|||-NONE-|||3
A 7 8|||R:PREP|||with|||REQUIRED|||-NONE-|||3
A 14 15|||R:VERB:TENSE|||be achieved|||REQUIRED|||-NONE-|||3
A 15 15|||M:OTHER|||by non-experts|||REQUIRED|||-NONE-|||3

S By the time up everyone should be gathered up in a certain place .
A 0 1|||R:OTHER|||When|||REQUIRED|||-NONE-|||0
A 3 3|||M:VERB|||is|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 9|||U:PART||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||When|||REQUIRED|||-NONE-|||1
A 3 3|||M:VERB|||is|||REQUIRED|||-NONE-|||1
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||U:PART||||||REQUIRED|||-NONE-|||1
A 0 1|||R:OTHER|||When|||REQUIRED|||-NONE-|||2
A 3 3|||M:VERB|||is|||REQUIRED|||-NONE-|||2
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 8 9|||U:PART||||||REQUIRED|||-NONE-|||2
A 1 2|||R:DET|||that|||REQUIRED|||-NONE-|||3
A 3 4|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 8 9|||U:PART||||||REQUIRED|||-NONE-|||3

S Else twenty years down the lane every major city would end up being a pile of metal junkyard , with no place to move around .
A 0 2|||U:ADV|||Twenty|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||line ,|||REQUIRED|||-NONE-|||0
A 0 1|||M:CONJ|||Or else|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN|||line|||REQUIRED|||-NONE-|||1
A 0 1|||R:ADV|||Otherwise|||REQUIRED|||-NONE-|||2
A 5 6|||R:OTHER|||road ,|||REQUIRED|||-NONE-|||2
A 16 18|||R:NOUN|||junk|||REQUIRED|||-NONE-|||2
A 18 19|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||Otherwise ,|||REQUIRED|||-NONE-|||3
A 5 6|||R:OTHER|||road ,|||REQUIRED|||-NONE-|||3
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||3

S And what are those risks ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S In contrast , the speaker casts doubt on the conclusion .
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S In this movie father has handicapped .
A 3 3|||M:OTHER|||, the|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||is|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||was|||REQUIRED|||-NONE-|||1
A 3 3|||M:OTHER|||, the|||REQUIRED|||-NONE-|||2
A 4 5|||R:VERB|||is|||REQUIRED|||-NONE-|||2
A 3 3|||M:OTHER|||, the|||REQUIRED|||-NONE-|||3
A 4 5|||R:VERB|||was|||REQUIRED|||-NONE-|||3

S Fo example , in this genaration people watch movies and listen to musics more than read books and novels .
A 0 1|||R:SPELL|||For|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||generation|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||music|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||For|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||generation|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||music|||REQUIRED|||-NONE-|||1
A 15 15|||M:PRON|||they|||REQUIRED|||-NONE-|||1
A 17 18|||R:CONJ|||or|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||For|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||generation|||REQUIRED|||-NONE-|||2
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 12 13|||R:NOUN:NUM|||music|||REQUIRED|||-NONE-|||2
A 15 15|||M:PRON|||they|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||For|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||generation|||REQUIRED|||-NONE-|||3
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN:NUM|||music|||REQUIRED|||-NONE-|||3
A 15 15|||M:PRON|||they|||REQUIRED|||-NONE-|||3

S In malysia , there are a lot of cars .
A 1 2|||R:SPELL|||Malaysia|||REQUIRED|||-NONE-|||0
A 2 3|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||Malaysia|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||Malaysia|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||Malaysia|||REQUIRED|||-NONE-|||3

S So they are free to do all sorts of things , even if thez are cinsidered as dangerous or irrisponsble , such as bungee-jumping .
A 13 14|||R:SPELL|||they|||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||considered|||REQUIRED|||-NONE-|||0
A 16 17|||U:PREP||||||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||irresponsible|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||they|||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||considered|||REQUIRED|||-NONE-|||1
A 16 17|||U:PREP||||||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||irresponsible|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||those things|||REQUIRED|||-NONE-|||2
A 15 16|||R:VERB|||considered to|||REQUIRED|||-NONE-|||2
A 16 17|||R:OTHER|||be|||REQUIRED|||-NONE-|||2
A 19 20|||R:SPELL|||irresponsible|||REQUIRED|||-NONE-|||2
A 0 2|||U:ADV|||They|||REQUIRED|||-NONE-|||3
A 12 14|||R:OTHER|||those that|||REQUIRED|||-NONE-|||3
A 15 16|||R:SPELL|||considered|||REQUIRED|||-NONE-|||3
A 16 17|||U:PREP||||||REQUIRED|||-NONE-|||3
A 19 20|||R:SPELL|||irresponsible|||REQUIRED|||-NONE-|||3
A 23 24|||R:OTHER|||bungee jumping|||REQUIRED|||-NONE-|||3

S I think most of the people will like that in a busy world , but I don`t thing it will happen the next twenty years .
A 0 5|||R:OTHER|||In my opinion , many|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 10 11|||R:DET|||this|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||0
A 17 18|||R:SPELL|||think|||REQUIRED|||-NONE-|||0
A 21 21|||M:PREP|||within|||REQUIRED|||-NONE-|||0
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||1
A 17 18|||R:SPELL|||think|||REQUIRED|||-NONE-|||1
A 21 21|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 16 17|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||2
A 17 18|||R:SPELL|||think|||REQUIRED|||-NONE-|||2
A 21 21|||M:PREP|||within|||REQUIRED|||-NONE-|||2
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||3
A 17 18|||R:SPELL|||think|||REQUIRED|||-NONE-|||3

S Every one would expect to leave his owns and secrets dreams like to be a painter , a writter ...
A 5 6|||R:OTHER|||live on|||REQUIRED|||-NONE-|||0
A 7 8|||R:MORPH|||own|||REQUIRED|||-NONE-|||0
A 9 10|||R:MORPH|||secret|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||or|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||writer|||REQUIRED|||-NONE-|||0
A 19 20|||R:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 0 2|||R:ORTH|||Everyone|||REQUIRED|||-NONE-|||1
A 7 8|||R:MORPH|||own|||REQUIRED|||-NONE-|||1
A 8 9|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||writer|||REQUIRED|||-NONE-|||1
A 19 20|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 0 2|||R:ORTH|||Everyone|||REQUIRED|||-NONE-|||2
A 7 8|||R:MORPH|||own|||REQUIRED|||-NONE-|||2
A 8 9|||U:CONJ||||||REQUIRED|||-NONE-|||2
A 11 12|||R:OTHER|||such as|||REQUIRED|||-NONE-|||2
A 16 17|||R:OTHER|||or|||REQUIRED|||-NONE-|||2
A 18 19|||R:SPELL|||writer|||REQUIRED|||-NONE-|||2
A 19 20|||R:PUNCT|||.|||REQUIRED|||-NONE-|||2
A 0 2|||R:ORTH|||Everyone|||REQUIRED|||-NONE-|||3
A 3 4|||R:VERB:TENSE|||be expected|||REQUIRED|||-NONE-|||3
A 6 6|||M:PREP|||behind|||REQUIRED|||-NONE-|||3
A 7 8|||R:MORPH|||own|||REQUIRED|||-NONE-|||3
A 9 10|||R:MORPH|||secret|||REQUIRED|||-NONE-|||3
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 12 14|||R:VERB|||becoming|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||or|||REQUIRED|||-NONE-|||3
A 18 19|||R:SPELL|||writer|||REQUIRED|||-NONE-|||3

S I ANSWERED THE QUESTION AND I GOT GOOD IMPRESSION FROM BOTH LECTURER AND FRIENDS .
A 1 5|||R:ORTH|||answered the question and|||REQUIRED|||-NONE-|||0
A 6 7|||R:ORTH|||got|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 7 14|||R:ORTH|||good impression from both lecturer and friends|||REQUIRED|||-NONE-|||0
A 1 5|||R:ORTH|||answered the question and|||REQUIRED|||-NONE-|||1
A 6 7|||R:ORTH|||got|||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 7 11|||R:ORTH|||good impression from both|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||lecturers|||REQUIRED|||-NONE-|||1
A 12 14|||R:ORTH|||and friends|||REQUIRED|||-NONE-|||1
A 1 5|||R:ORTH|||answered the question and|||REQUIRED|||-NONE-|||2
A 5 7|||U:PRON|||got|||REQUIRED|||-NONE-|||2
A 7 8|||M:DET|||a good|||REQUIRED|||-NONE-|||2
A 8 9|||R:NOUN|||response|||REQUIRED|||-NONE-|||2
A 9 11|||R:ORTH|||from both|||REQUIRED|||-NONE-|||2
A 11 11|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 11 13|||R:ORTH|||lecturer and|||REQUIRED|||-NONE-|||2
A 13 14|||M:DET|||my friends|||REQUIRED|||-NONE-|||2
A 1 5|||R:ORTH|||answered the question and|||REQUIRED|||-NONE-|||3
A 6 7|||R:ORTH|||got|||REQUIRED|||-NONE-|||3
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 7 11|||R:ORTH|||good impression from both|||REQUIRED|||-NONE-|||3
A 11 11|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 11 14|||R:ORTH|||lecturer and friends|||REQUIRED|||-NONE-|||3

S While , according to listening passage it seems fair for people te increase the tax price because they will be able to save money for other taxes they pay .
A 0 3|||U:OTHER|||According|||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||to|||REQUIRED|||-NONE-|||0
A 0 3|||R:OTHER|||Listening|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 11 11|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||they|||REQUIRED|||-NONE-|||1
A 0 3|||U:OTHER|||According|||REQUIRED|||-NONE-|||2
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||to|||REQUIRED|||-NONE-|||2
A 15 16|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 27 27|||M:DET|||that|||REQUIRED|||-NONE-|||2
A 0 3|||U:OTHER|||According|||REQUIRED|||-NONE-|||3
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 9 12|||R:OTHER|||to|||REQUIRED|||-NONE-|||3
A 15 16|||R:NOUN|||rate|||REQUIRED|||-NONE-|||3
A 17 18|||R:OTHER|||people|||REQUIRED|||-NONE-|||3

S Home work will help you to manage your time if not you might be using those time in some other purposes .
A 0 2|||R:ORTH|||Homework|||REQUIRED|||-NONE-|||0
A 5 6|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||that|||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN:NUM|||purpose|||REQUIRED|||-NONE-|||0
A 0 2|||R:ORTH|||Homework|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 15|||R:VERB:TENSE|||use|||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||that|||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN:NUM|||purpose|||REQUIRED|||-NONE-|||1
A 0 2|||R:ORTH|||Homework|||REQUIRED|||-NONE-|||2
A 5 6|||U:VERB:FORM||||||REQUIRED|||-NONE-|||2
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 13 13|||M:ADV|||otherwise|||REQUIRED|||-NONE-|||2
A 15 18|||R:OTHER|||for|||REQUIRED|||-NONE-|||2
A 20 21|||R:NOUN:NUM|||purpose|||REQUIRED|||-NONE-|||2
A 0 2|||R:ORTH|||Homework|||REQUIRED|||-NONE-|||3
A 5 6|||U:VERB:FORM||||||REQUIRED|||-NONE-|||3
A 9 10|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 10 11|||R:ADV|||otherwise|||REQUIRED|||-NONE-|||3
A 13 15|||R:VERB:TENSE|||use|||REQUIRED|||-NONE-|||3
A 15 16|||R:DET|||that|||REQUIRED|||-NONE-|||3
A 17 18|||R:PREP|||for|||REQUIRED|||-NONE-|||3

S I mean our homecontry because we can speak Japanese and can use Japanese .
A 3 4|||R:NOUN|||home country|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN|||home country|||REQUIRED|||-NONE-|||1
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 10 11|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN|||home country|||REQUIRED|||-NONE-|||2
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 12 12|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 13 13|||M:NOUN|||language|||REQUIRED|||-NONE-|||2
A 3 4|||R:NOUN|||home country|||REQUIRED|||-NONE-|||3
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 10 11|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||3

S New kinds of vehicles will be invented with new technology than today .
A 0 1|||M:OTHER|||In the future , new|||REQUIRED|||-NONE-|||0
A 8 9|||R:ADJ:FORM|||newer|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADJ:FORM|||newer|||REQUIRED|||-NONE-|||2
A 11 11|||M:OTHER|||we have|||REQUIRED|||-NONE-|||2
A 10 11|||R:OTHER|||that does n't exist|||REQUIRED|||-NONE-|||3

S This would have definately required him to take out immense amount of time from his work and he stands as a perfect example with whom the youngsters of today relate .
A 3 4|||R:SPELL|||definitely|||REQUIRED|||-NONE-|||0
A 17 18|||U:PRON||||||REQUIRED|||-NONE-|||0
A 29 29|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 30 30|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||definitely|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||an|||REQUIRED|||-NONE-|||1
A 13 13|||M:PART|||off|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||definitely|||REQUIRED|||-NONE-|||2
A 9 9|||M:DET|||an|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||definitely|||REQUIRED|||-NONE-|||3
A 8 9|||R:OTHER|||an|||REQUIRED|||-NONE-|||3
A 13 13|||M:ADV|||away|||REQUIRED|||-NONE-|||3
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S They follow the way the Sun goes from the east to the west .
A 5 6|||R:ORTH|||sun|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 5 6|||R:ORTH|||sun|||REQUIRED|||-NONE-|||3

S it 's the time to take a rest looking back in your present .
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||of a look at|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 11|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 13 13|||M:NOUN|||state|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||2
A 8 8|||M:PREP|||before|||REQUIRED|||-NONE-|||2
A 10 11|||R:PREP|||into|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||3
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||3
A 8 11|||R:OTHER|||and reflect on|||REQUIRED|||-NONE-|||3
A 11 12|||R:DET|||the|||REQUIRED|||-NONE-|||3

S I thought it is kind of ridicurous , but we have to do as tour guide said .
A 3 4|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||ridiculous|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||ridiculous|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 2 2|||M:PREP|||that|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||ridiculous|||REQUIRED|||-NONE-|||2
A 10 11|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||2
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 1 2|||R:VERB:TENSE|||think|||REQUIRED|||-NONE-|||3
A 6 7|||R:SPELL|||ridiculous|||REQUIRED|||-NONE-|||3
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||3

S So , if Japan has such common sense since long time ago , even after twenty years for sure , people will aim to own a car and still ride a car to show people that they are `` rich '' .
A 0 2|||R:OTHER|||Even|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||had|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||a|||REQUIRED|||-NONE-|||0
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||0
A 17 20|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 22 22|||M:ADV|||still|||REQUIRED|||-NONE-|||0
A 28 29|||U:ADV||||||REQUIRED|||-NONE-|||0
A 30 31|||R:OTHER|||in|||REQUIRED|||-NONE-|||0
A 31 32|||R:OTHER|||one|||REQUIRED|||-NONE-|||0
A 40 42|||R:WO|||. ''|||REQUIRED|||-NONE-|||0
A 10 11|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 8 12|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 0 3|||U:OTHER|||If|||REQUIRED|||-NONE-|||3
A 5 6|||R:OTHER|||had|||REQUIRED|||-NONE-|||3
A 8 9|||R:OTHER|||for so|||REQUIRED|||-NONE-|||3
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 13 15|||R:OTHER|||at least|||REQUIRED|||-NONE-|||3
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||3
A 26 27|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||3
A 30 31|||R:OTHER|||in|||REQUIRED|||-NONE-|||3
A 31 32|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||3

S An example that would make this categorization problemmatic is an architect .
A 7 8|||R:SPELL|||problematic|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||problematic|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||problematic|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||problematic|||REQUIRED|||-NONE-|||3

S The incoming generation will not ride a two wheeler .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 1 2|||R:ADJ|||upcoming|||REQUIRED|||-NONE-|||3
A 6 9|||R:OTHER|||two-wheelers|||REQUIRED|||-NONE-|||3

S And also the markting can do some adjust about the changing .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||marketing|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||adjusting|||REQUIRED|||-NONE-|||0
A 10 11|||R:MORPH|||changes|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||marketing|||REQUIRED|||-NONE-|||1
A 7 8|||R:MORPH|||adjustment|||REQUIRED|||-NONE-|||1
A 10 11|||R:MORPH|||change|||REQUIRED|||-NONE-|||1
A 0 2|||U:CONJ|||Also|||REQUIRED|||-NONE-|||2
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||marketing|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB|||make|||REQUIRED|||-NONE-|||2
A 7 8|||R:MORPH|||adjustments|||REQUIRED|||-NONE-|||2
A 8 9|||R:PREP|||regarding|||REQUIRED|||-NONE-|||2
A 10 11|||R:MORPH|||change|||REQUIRED|||-NONE-|||2
A 0 2|||U:CONJ|||Also|||REQUIRED|||-NONE-|||3
A 2 3|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 3 4|||R:SPELL|||marketing|||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB|||make|||REQUIRED|||-NONE-|||3
A 7 8|||R:MORPH|||adjustments|||REQUIRED|||-NONE-|||3
A 10 11|||R:MORPH|||changes|||REQUIRED|||-NONE-|||3

S This is supported by national and internation policy which is presenting attractively the advantages of going abroad , make self-experiences in other countries and cultures , learning foreign-languages while staying in a country where this language is spoken , and so on .
A 6 7|||R:SPELL|||international|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB:FORM|||making|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||international|||REQUIRED|||-NONE-|||1
A 9 11|||U:VERB||||||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB|||presents|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB:FORM|||making|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||international|||REQUIRED|||-NONE-|||2
A 18 19|||R:VERB:FORM|||making|||REQUIRED|||-NONE-|||2
A 26 26|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 27 28|||R:OTHER|||foreign languages|||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||international|||REQUIRED|||-NONE-|||3
A 7 8|||R:OTHER|||policies ,|||REQUIRED|||-NONE-|||3
A 9 11|||U:VERB||||||REQUIRED|||-NONE-|||3
A 12 12|||M:VERB|||present|||REQUIRED|||-NONE-|||3
A 18 19|||R:VERB|||having|||REQUIRED|||-NONE-|||3
A 19 20|||R:NOUN|||experiences|||REQUIRED|||-NONE-|||3
A 27 30|||R:OTHER|||foreign languages|||REQUIRED|||-NONE-|||3
A 31 33|||R:OTHER|||countries|||REQUIRED|||-NONE-|||3
A 34 35|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 35 36|||R:NOUN:NUM|||languages|||REQUIRED|||-NONE-|||3
A 36 37|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||3

S Even if we are failed , We have to try to get a new things .
A 3 4|||R:OTHER|||all|||REQUIRED|||-NONE-|||0
A 6 7|||R:ORTH|||we|||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:FORM|||fail|||REQUIRED|||-NONE-|||1
A 6 7|||R:ORTH|||we|||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 3 5|||R:VERB:TENSE|||fail|||REQUIRED|||-NONE-|||2
A 6 7|||R:ORTH|||we|||REQUIRED|||-NONE-|||2
A 10 11|||R:OTHER|||and|||REQUIRED|||-NONE-|||2
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB:TENSE|||have|||REQUIRED|||-NONE-|||3
A 6 7|||R:ORTH|||we|||REQUIRED|||-NONE-|||3
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||3

S He explained that the methane which is derived is a non biological process .
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 12|||R:ADJ|||non-biological|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||way in|||REQUIRED|||-NONE-|||1
A 6 6|||M:OTHER|||the methane|||REQUIRED|||-NONE-|||1
A 10 12|||R:ADJ|||non-biological|||REQUIRED|||-NONE-|||1
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 10 12|||R:ADJ|||non-biological|||REQUIRED|||-NONE-|||2
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||3
A 8 9|||R:OTHER|||from|||REQUIRED|||-NONE-|||3
A 10 12|||R:ADJ|||non-biological|||REQUIRED|||-NONE-|||3

S I put into this group of people , everyone who have arrive to that success with his own work , i mean people who work very hard and try for example to develop new kinds of work , of technologies or someone who tries to do his work in another way to arrive the goal that he want easily .
A 10 11|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||arrived|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 20 21|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 29 29|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 39 40|||R:NOUN:NUM|||technology|||REQUIRED|||-NONE-|||0
A 53 53|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 57 58|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||0
A 10 12|||R:VERB:TENSE|||arrived|||REQUIRED|||-NONE-|||1
A 19 21|||R:PUNCT|||; I|||REQUIRED|||-NONE-|||1
A 38 39|||U:PREP||||||REQUIRED|||-NONE-|||1
A 57 58|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||1
A 1 1|||M:VERB:TENSE|||was|||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||where|||REQUIRED|||-NONE-|||2
A 9 10|||U:PRON||||||REQUIRED|||-NONE-|||2
A 10 12|||R:VERB|||achieved|||REQUIRED|||-NONE-|||2
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 16 17|||R:DET|||their|||REQUIRED|||-NONE-|||2
A 20 21|||R:ORTH|||I|||REQUIRED|||-NONE-|||2
A 29 31|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 38 39|||U:PREP||||||REQUIRED|||-NONE-|||2
A 53 53|||M:PREP|||at|||REQUIRED|||-NONE-|||2
A 57 58|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||2
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||3
A 11 13|||R:OTHER|||achieved|||REQUIRED|||-NONE-|||3
A 16 17|||R:DET|||their|||REQUIRED|||-NONE-|||3
A 19 22|||R:OTHER|||:|||REQUIRED|||-NONE-|||3
A 29 31|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 37 38|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 38 39|||R:SPELL|||or|||REQUIRED|||-NONE-|||3
A 39 40|||R:NOUN:NUM|||technology|||REQUIRED|||-NONE-|||3
A 40 40|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 41 42|||R:OTHER|||those|||REQUIRED|||-NONE-|||3
A 43 44|||R:VERB:SVA|||try|||REQUIRED|||-NONE-|||3
A 46 47|||U:DET||||||REQUIRED|||-NONE-|||3
A 52 53|||R:OTHER|||easily achieve|||REQUIRED|||-NONE-|||3
A 53 54|||R:DET|||a|||REQUIRED|||-NONE-|||3
A 55 59|||U:OTHER||||||REQUIRED|||-NONE-|||3

S Confidence comes naturally since perfection is its along .
A 1 3|||R:WO|||naturally comes|||REQUIRED|||-NONE-|||0
A 3 4|||R:PREP|||alongside|||REQUIRED|||-NONE-|||0
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||comes|||REQUIRED|||-NONE-|||1
A 5 7|||R:OTHER|||was there all|||REQUIRED|||-NONE-|||2
A 6 6|||M:PREP|||alongside|||REQUIRED|||-NONE-|||3
A 6 7|||R:PRON|||it|||REQUIRED|||-NONE-|||3
A 7 8|||U:ADV||||||REQUIRED|||-NONE-|||3

S Reasons is pay for them and teach the more than other institute .
A 0 1|||M:DET|||The reasons|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||for this are that their|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||is|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||higher|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||they are able to|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 10|||M:OTHER|||at the|||REQUIRED|||-NONE-|||0
A 0 1|||R:NOUN:NUM|||Reason|||REQUIRED|||-NONE-|||1
A 2 2|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||institutes|||REQUIRED|||-NONE-|||1
A 0 0|||M:DET|||The|||REQUIRED|||-NONE-|||2
A 0 1|||R:NOUN:NUM|||reason|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||them|||REQUIRED|||-NONE-|||2
A 11 12|||R:NOUN:NUM|||institutes|||REQUIRED|||-NONE-|||2
A 0 1|||M:DET|||The reasons|||REQUIRED|||-NONE-|||3
A 1 2|||R:VERB|||are to|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||them|||REQUIRED|||-NONE-|||3
A 11 12|||R:NOUN:NUM|||institutes|||REQUIRED|||-NONE-|||3

S I totally agree that the youth today are not sparing sufficient time helping their communities .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:FORM|||to help|||REQUIRED|||-NONE-|||1
A 10 11|||R:ADJ|||enough|||REQUIRED|||-NONE-|||2
A 12 13|||R:VERB:FORM|||to help|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Nowadays , the society is changing drasticly .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||drastically|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||drastically|||REQUIRED|||-NONE-|||1
A 0 4|||U:OTHER|||Society|||REQUIRED|||-NONE-|||2
A 5 5|||M:ADV|||currently|||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||drastically|||REQUIRED|||-NONE-|||2
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||3
A 6 7|||R:SPELL|||drastically|||REQUIRED|||-NONE-|||3

S and through text book , students are more engaged .
A 0 1|||R:ORTH|||And|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||And|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||books|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||And|||REQUIRED|||-NONE-|||2
A 3 4|||R:NOUN:NUM|||books|||REQUIRED|||-NONE-|||2
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 1 2|||R:ORTH|||Through|||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN:NUM|||books|||REQUIRED|||-NONE-|||3

S On the other hand , a chef that try new tastes will be recognize and he or she will gain a place in the cooking world .
A 8 9|||R:VERB:SVA|||tries|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB:FORM|||recognized|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:SVA|||tries|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:FORM|||recognized|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:SVA|||tries|||REQUIRED|||-NONE-|||2
A 13 14|||R:VERB:FORM|||recognized|||REQUIRED|||-NONE-|||2
A 15 18|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 8 9|||R:VERB:SVA|||tries|||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN|||flavors|||REQUIRED|||-NONE-|||3
A 13 14|||R:VERB:FORM|||recognized|||REQUIRED|||-NONE-|||3

S Also , I think we will thank this animals to everything that they have done to us no matter what .
A 1 1|||M:OTHER|||, no matter what|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||these|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 15 16|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 17 20|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||animal|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 15 16|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||these|||REQUIRED|||-NONE-|||2
A 9 10|||R:PREP|||for|||REQUIRED|||-NONE-|||2
A 15 16|||R:PREP|||for|||REQUIRED|||-NONE-|||2
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 7 8|||R:DET|||these|||REQUIRED|||-NONE-|||3
A 9 10|||R:PREP|||for|||REQUIRED|||-NONE-|||3
A 15 16|||R:PREP|||for|||REQUIRED|||-NONE-|||3
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S When I grow up , I start to understand what he said is quite right .
A 6 6|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:TENSE|||grew|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||began|||REQUIRED|||-NONE-|||1
A 9 9|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 6 6|||M:VERB:TENSE|||might|||REQUIRED|||-NONE-|||2
A 9 9|||M:PREP|||that|||REQUIRED|||-NONE-|||2
A 12 13|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB:TENSE|||was growing|||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB:TENSE|||started|||REQUIRED|||-NONE-|||3
A 9 9|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 11 11|||M:VERB:TENSE|||had|||REQUIRED|||-NONE-|||3
A 12 13|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||3

S Other one is a gambler which means that people always try the new things and take risks .
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 1|||M:DET|||The other|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 0 1|||M:DET|||The other|||REQUIRED|||-NONE-|||2
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 7 7|||M:OTHER|||the kind of|||REQUIRED|||-NONE-|||2
A 7 9|||R:WO|||people that|||REQUIRED|||-NONE-|||2
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||2
A 0 1|||M:DET|||The other|||REQUIRED|||-NONE-|||3
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||3

S Last month , I needed to buy digtal-camera .
A 7 8|||R:OTHER|||a digital camera|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||digital camera|||REQUIRED|||-NONE-|||1
A 2 3|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||a digital camera|||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||a digital camera|||REQUIRED|||-NONE-|||3

S In the world oil price very high right now .
A 1 2|||R:OTHER|||today 's|||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||prices|||REQUIRED|||-NONE-|||0
A 5 5|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||prices|||REQUIRED|||-NONE-|||1
A 5 5|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||prices|||REQUIRED|||-NONE-|||2
A 5 5|||M:VERB|||are|||REQUIRED|||-NONE-|||2
A 0 1|||R:PREP|||Around|||REQUIRED|||-NONE-|||3
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 4 5|||R:NOUN:NUM|||prices|||REQUIRED|||-NONE-|||3
A 5 5|||M:VERB|||are|||REQUIRED|||-NONE-|||3

S The cause of the Tunguska explosion is asteroid .
A 0 1|||R:OTHER|||An asteroid|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:TENSE|||caused|||REQUIRED|||-NONE-|||0
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||0
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 0 4|||U:OTHER|||The|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB|||was caused|||REQUIRED|||-NONE-|||2
A 7 7|||M:OTHER|||by an|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||3
A 7 7|||M:DET|||an|||REQUIRED|||-NONE-|||3

S after we know and learn the facts , it will be easier for us to understand ideas and concepts .
A 0 1|||R:ORTH|||After|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||learn|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||know|||REQUIRED|||-NONE-|||0
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||After|||REQUIRED|||-NONE-|||1
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||After|||REQUIRED|||-NONE-|||2
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||After|||REQUIRED|||-NONE-|||3
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||3

S they did not get the ideas or any concepts about what they learn .
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||understand|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||behind|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:TENSE|||learned|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB:TENSE|||learned|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||2
A 4 5|||R:DET|||any|||REQUIRED|||-NONE-|||2
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||2
A 9 10|||R:PREP|||from|||REQUIRED|||-NONE-|||2
A 12 13|||R:VERB:TENSE|||learned|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||3
A 9 10|||R:PREP|||from|||REQUIRED|||-NONE-|||3
A 12 13|||R:VERB:TENSE|||had learned|||REQUIRED|||-NONE-|||3

S And at the end , if you take a risk and you success in that , you surely will become a successful person with all the merits , and maybe also the awards , you merit .
A 12 13|||R:MORPH|||succeed|||REQUIRED|||-NONE-|||0
A 33 34|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 1 2|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||have|||REQUIRED|||-NONE-|||1
A 33 34|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 35 36|||R:OTHER|||'ve earned|||REQUIRED|||-NONE-|||1
A 1 2|||R:PREP|||in|||REQUIRED|||-NONE-|||2
A 12 13|||R:MORPH|||succeed|||REQUIRED|||-NONE-|||2
A 14 15|||R:PRON|||it|||REQUIRED|||-NONE-|||2
A 25 25|||M:PREP|||of|||REQUIRED|||-NONE-|||2
A 34 34|||M:PREP|||that|||REQUIRED|||-NONE-|||2
A 35 36|||R:VERB|||deserve|||REQUIRED|||-NONE-|||2
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 1 2|||R:PREP|||In|||REQUIRED|||-NONE-|||3
A 12 13|||R:MORPH|||succeed|||REQUIRED|||-NONE-|||3
A 33 34|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 35 36|||R:OTHER|||will have earned|||REQUIRED|||-NONE-|||3

S In my essy i want to focus on : how impotant is for students to learn facts .
A 2 3|||R:SPELL|||essay|||REQUIRED|||-NONE-|||0
A 3 4|||M:PUNCT|||, I|||REQUIRED|||-NONE-|||0
A 8 9|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||important|||REQUIRED|||-NONE-|||0
A 11 11|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||essay|||REQUIRED|||-NONE-|||1
A 3 4|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 8 9|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||important|||REQUIRED|||-NONE-|||1
A 11 11|||M:PRON|||it|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||essay|||REQUIRED|||-NONE-|||2
A 3 4|||R:ORTH|||I|||REQUIRED|||-NONE-|||2
A 8 9|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||important|||REQUIRED|||-NONE-|||2
A 11 11|||M:PRON|||it|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||essay|||REQUIRED|||-NONE-|||3
A 3 4|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 8 9|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||important|||REQUIRED|||-NONE-|||3
A 11 11|||M:PRON|||it|||REQUIRED|||-NONE-|||3

S I naturally get to know that I do n't really want to know .
A 2 3|||R:VERB:TENSE|||got|||REQUIRED|||-NONE-|||0
A 2 4|||U:VERB||||||REQUIRED|||-NONE-|||1
A 2 5|||R:VERB|||learn|||REQUIRED|||-NONE-|||2
A 2 5|||R:VERB|||learned|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||3

S Let 's say your interest lies in paintings .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 3 3|||M:PREP|||that|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S However , what makes a student excellent is to both understand the concept and learn the facts .
A 4 5|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 5 7|||R:WO|||excellent student|||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||understanding|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||concepts|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||learning|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||concepts|||REQUIRED|||-NONE-|||2
A 14 14|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||2
A 8 9|||U:VERB:FORM||||||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB:FORM|||understanding|||REQUIRED|||-NONE-|||3
A 14 15|||R:VERB:FORM|||learning|||REQUIRED|||-NONE-|||3

S lrenikg the studens the ideas have many advantegis :
A 0 1|||R:OTHER|||Ironically ,|||REQUIRED|||-NONE-|||0
A 2 4|||R:OTHER|||student 's|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||advantages|||REQUIRED|||-NONE-|||0
A 8 9|||R:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 0 1|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 1 2|||R:ORTH|||The|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||students|||REQUIRED|||-NONE-|||1
A 3 3|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||advantages|||REQUIRED|||-NONE-|||1
A 0 1|||R:VERB|||Ranking|||REQUIRED|||-NONE-|||2
A 2 4|||R:OTHER|||students '|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||advantages|||REQUIRED|||-NONE-|||2
A 8 9|||R:PUNCT|||.|||REQUIRED|||-NONE-|||2
A 0 1|||R:VERB|||Teaching|||REQUIRED|||-NONE-|||3
A 2 3|||R:SPELL|||students|||REQUIRED|||-NONE-|||3
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||advantages|||REQUIRED|||-NONE-|||3
A 8 9|||R:PUNCT|||.|||REQUIRED|||-NONE-|||3

S Do I want to risk my 2 years savings for a trip to Spain or do I want to use my kids college fund to start up my business ?
A 6 7|||R:OTHER|||two|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||year|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN:POSS|||kid 's|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||2
A 6 7|||R:OTHER|||two|||REQUIRED|||-NONE-|||2
A 8 8|||M:PREP|||of|||REQUIRED|||-NONE-|||2
A 21 22|||R:NOUN:POSS|||kid 's|||REQUIRED|||-NONE-|||2
A 6 7|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 7 8|||R:OTHER|||2-years '|||REQUIRED|||-NONE-|||3
A 21 22|||R:NOUN:POSS|||kid 's|||REQUIRED|||-NONE-|||3

S So even the government is expecting the increase in the use of four wheeler .
A 14 14|||M:NOUN|||vehicles|||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 0 2|||U:ADV|||Even|||REQUIRED|||-NONE-|||2
A 6 7|||R:DET|||an|||REQUIRED|||-NONE-|||2
A 13 14|||R:NOUN:NUM|||wheelers|||REQUIRED|||-NONE-|||2
A 0 2|||U:ADV|||Even|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB:FORM|||increased|||REQUIRED|||-NONE-|||3
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 12 14|||R:OTHER|||four-wheelers|||REQUIRED|||-NONE-|||3

S and you can have chanse to make a your person to help you .
A 0 1|||R:ORTH|||And|||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||chance|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||yourself into|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||helpful|||REQUIRED|||-NONE-|||0
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||And|||REQUIRED|||-NONE-|||1
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||chance|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||get|||REQUIRED|||-NONE-|||1
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||And|||REQUIRED|||-NONE-|||2
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||chance|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB|||have|||REQUIRED|||-NONE-|||2
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||2
A 10 11|||U:VERB:FORM||||||REQUIRED|||-NONE-|||2
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 1 2|||R:ORTH|||You|||REQUIRED|||-NONE-|||3
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||chance|||REQUIRED|||-NONE-|||3
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||3
A 10 11|||U:VERB:FORM||||||REQUIRED|||-NONE-|||3

S He or she would not be able to discuss spesific problems just because he does not know them .
A 9 10|||R:SPELL|||specific|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||specific|||REQUIRED|||-NONE-|||1
A 0 1|||U:PRON||||||REQUIRED|||-NONE-|||2
A 1 2|||U:CONJ||||||REQUIRED|||-NONE-|||2
A 2 3|||R:PRON|||They|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||specific|||REQUIRED|||-NONE-|||2
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||2
A 13 14|||R:PRON|||they|||REQUIRED|||-NONE-|||2
A 14 15|||R:VERB:SVA|||do|||REQUIRED|||-NONE-|||2
A 0 1|||U:PRON||||||REQUIRED|||-NONE-|||3
A 1 2|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 2 3|||R:PRON|||They|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||specific|||REQUIRED|||-NONE-|||3
A 13 14|||R:PRON|||they|||REQUIRED|||-NONE-|||3
A 14 15|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||3

S For example when I went to Bangkok , Thailand few years ago , I experienced I was a stranger in downtown .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 15 15|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 17 17|||M:OTHER|||a like|||REQUIRED|||-NONE-|||2
A 20 21|||R:NOUN|||town|||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 14 14|||M:OTHER|||had the|||REQUIRED|||-NONE-|||3
A 14 15|||R:MORPH|||experience|||REQUIRED|||-NONE-|||3
A 15 15|||M:DET|||that|||REQUIRED|||-NONE-|||3
A 19 20|||U:PREP||||||REQUIRED|||-NONE-|||3

S I have specific reasons for this .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Actually it might not be true .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S We still have to burn down forest to make land for farming and the result is bird will lose more of their habitat .
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||birds|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||birds|||REQUIRED|||-NONE-|||1
A 2 4|||U:VERB||||||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||forests|||REQUIRED|||-NONE-|||2
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 14 15|||R:VERB:FORM|||resulting|||REQUIRED|||-NONE-|||2
A 15 16|||R:SPELL|||in|||REQUIRED|||-NONE-|||2
A 16 17|||R:NOUN:NUM|||birds|||REQUIRED|||-NONE-|||2
A 17 19|||R:VERB:TENSE|||losing|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||forests|||REQUIRED|||-NONE-|||3
A 16 16|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 16 17|||R:NOUN:NUM|||birds|||REQUIRED|||-NONE-|||3

S By the same token , people will learn many different intellages by doing so many things but they just learn it 's appeals not get any crutial informations and wisdom form it .
A 10 11|||R:SPELL|||intelligences|||REQUIRED|||-NONE-|||0
A 13 14|||U:ADV||||||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 20 22|||R:OTHER|||its|||REQUIRED|||-NONE-|||0
A 23 23|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||0
A 26 27|||R:SPELL|||crucial|||REQUIRED|||-NONE-|||0
A 27 28|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||0
A 28 29|||R:CONJ|||or|||REQUIRED|||-NONE-|||0
A 30 31|||R:SPELL|||from|||REQUIRED|||-NONE-|||0
A 31 32|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||intelligence|||REQUIRED|||-NONE-|||1
A 20 22|||R:OTHER|||its|||REQUIRED|||-NONE-|||1
A 23 23|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 26 27|||R:SPELL|||crucial|||REQUIRED|||-NONE-|||1
A 27 28|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||1
A 30 31|||R:SPELL|||from|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||things just|||REQUIRED|||-NONE-|||2
A 13 16|||R:OTHER|||,|||REQUIRED|||-NONE-|||2
A 20 22|||R:OTHER|||its|||REQUIRED|||-NONE-|||2
A 22 23|||R:NOUN:NUM|||appeal|||REQUIRED|||-NONE-|||2
A 23 23|||M:OTHER|||and do|||REQUIRED|||-NONE-|||2
A 26 27|||R:SPELL|||crucial|||REQUIRED|||-NONE-|||2
A 27 28|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||2
A 28 29|||R:CONJ|||or|||REQUIRED|||-NONE-|||2
A 30 31|||R:SPELL|||from|||REQUIRED|||-NONE-|||2
A 10 11|||R:NOUN|||skills|||REQUIRED|||-NONE-|||3
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 18 18|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||3
A 20 22|||R:OTHER|||their|||REQUIRED|||-NONE-|||3
A 22 23|||R:NOUN:NUM|||appeal|||REQUIRED|||-NONE-|||3
A 23 23|||M:CONJ|||and|||REQUIRED|||-NONE-|||3
A 26 27|||R:SPELL|||crucial|||REQUIRED|||-NONE-|||3
A 27 28|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||3
A 28 29|||R:CONJ|||or|||REQUIRED|||-NONE-|||3
A 30 31|||R:SPELL|||from|||REQUIRED|||-NONE-|||3

S On the other hand , if you specialize in one specific subject such as physics you will never help him .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 7 7|||M:ADV|||only|||REQUIRED|||-NONE-|||3
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S This is how we can hit the job market very early and proof that we are capable of doing job in an better manner .
A 9 10|||U:ADV||||||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||prove|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN|||work|||REQUIRED|||-NONE-|||0
A 21 22|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||it is|||REQUIRED|||-NONE-|||1
A 19 19|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 20 23|||R:OTHER|||more|||REQUIRED|||-NONE-|||1
A 23 24|||R:ADV|||efficiently|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||prove|||REQUIRED|||-NONE-|||2
A 19 20|||R:NOUN:NUM|||jobs|||REQUIRED|||-NONE-|||2
A 21 22|||R:DET|||a|||REQUIRED|||-NONE-|||2
A 12 13|||R:SPELL|||prove|||REQUIRED|||-NONE-|||3
A 19 20|||R:NOUN:NUM|||jobs|||REQUIRED|||-NONE-|||3
A 21 22|||R:DET|||a|||REQUIRED|||-NONE-|||3

S To judge a person 's contribution in terms of time would be specious .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S New experiences to somebory is the same of the challenger and challenger is moviment , rason to some people been continue living .
A 3 4|||R:SPELL|||somebody|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||as|||REQUIRED|||-NONE-|||0
A 8 9|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 9 10|||R:MORPH|||challenge|||REQUIRED|||-NONE-|||0
A 11 11|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 11 12|||R:MORPH|||challenge|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||movement|||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||which is the|||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||reason|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 19 22|||R:VERB:FORM|||have continued to live|||REQUIRED|||-NONE-|||0
A 2 3|||R:PART|||for|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||someone|||REQUIRED|||-NONE-|||1
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 9 10|||R:MORPH|||challenge|||REQUIRED|||-NONE-|||1
A 11 11|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 11 12|||R:MORPH|||challenge|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||movement|||REQUIRED|||-NONE-|||1
A 15 15|||M:OTHER|||and the|||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||reason|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 19 20|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||somebody|||REQUIRED|||-NONE-|||2
A 7 8|||R:PREP|||as|||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||movement|||REQUIRED|||-NONE-|||2
A 14 15|||R:OTHER|||and|||REQUIRED|||-NONE-|||2
A 15 16|||R:SPELL|||reason|||REQUIRED|||-NONE-|||2
A 16 17|||R:PREP|||for|||REQUIRED|||-NONE-|||2
A 19 20|||R:VERB:TENSE|||to|||REQUIRED|||-NONE-|||2
A 0 1|||M:OTHER|||To some people , new|||REQUIRED|||-NONE-|||3
A 2 5|||R:VERB:FORM|||are|||REQUIRED|||-NONE-|||3
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 8 9|||R:DET|||a|||REQUIRED|||-NONE-|||3
A 9 10|||R:MORPH|||challenge|||REQUIRED|||-NONE-|||3
A 11 12|||R:MORPH|||challenges|||REQUIRED|||-NONE-|||3
A 12 13|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||3
A 13 15|||R:OTHER|||the|||REQUIRED|||-NONE-|||3
A 15 16|||R:SPELL|||reasons|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 19 20|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||3

S our social wil be a lovely social , If the dram can cometure i think we must learn more knowledge .
A 0 1|||R:ORTH|||Our|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||will|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN|||dream|||REQUIRED|||-NONE-|||0
A 12 14|||R:OTHER|||come true I|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Our|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||society|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||will|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||society|||REQUIRED|||-NONE-|||1
A 7 9|||R:PUNCT|||; if|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN|||dream|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||come true|||REQUIRED|||-NONE-|||1
A 13 14|||M:PUNCT|||, I|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||gain|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Our|||REQUIRED|||-NONE-|||2
A 1 2|||R:OTHER|||society|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||will|||REQUIRED|||-NONE-|||2
A 6 7|||R:OTHER|||society|||REQUIRED|||-NONE-|||2
A 7 9|||R:OTHER|||and if|||REQUIRED|||-NONE-|||2
A 10 11|||R:NOUN|||dream|||REQUIRED|||-NONE-|||2
A 12 13|||R:VERB|||continue|||REQUIRED|||-NONE-|||2
A 13 14|||R:ORTH|||I|||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||2
A 19 20|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Our|||REQUIRED|||-NONE-|||3
A 1 2|||R:OTHER|||society|||REQUIRED|||-NONE-|||3
A 2 3|||R:VERB|||can|||REQUIRED|||-NONE-|||3
A 6 7|||R:OTHER|||society|||REQUIRED|||-NONE-|||3
A 8 8|||M:CONJ|||but|||REQUIRED|||-NONE-|||3
A 8 9|||R:PREP|||for|||REQUIRED|||-NONE-|||3
A 9 10|||R:DET|||that|||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN|||dream|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB:TENSE|||to|||REQUIRED|||-NONE-|||3
A 12 13|||R:OTHER|||come true|||REQUIRED|||-NONE-|||3
A 13 14|||M:PUNCT|||, I|||REQUIRED|||-NONE-|||3
A 17 18|||R:VERB|||gain|||REQUIRED|||-NONE-|||3

S For example when you read your school 's book as a first time you will not understand any thing but when read it second time you understand it .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 17 19|||R:ORTH|||anything|||REQUIRED|||-NONE-|||0
A 21 21|||M:PRON|||you|||REQUIRED|||-NONE-|||0
A 23 23|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||1
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 17 19|||R:ORTH|||anything|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 21|||M:PRON|||you|||REQUIRED|||-NONE-|||1
A 23 23|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 26 26|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||2
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 17 19|||R:ORTH|||anything|||REQUIRED|||-NONE-|||2
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 20 21|||U:ADV||||||REQUIRED|||-NONE-|||2
A 22 23|||R:OTHER|||the book a|||REQUIRED|||-NONE-|||2
A 25 25|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 26 26|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 7 8|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||3
A 9 10|||R:PREP|||for|||REQUIRED|||-NONE-|||3
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 17 19|||R:ORTH|||anything|||REQUIRED|||-NONE-|||3
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 21 21|||M:PRON|||you|||REQUIRED|||-NONE-|||3
A 23 23|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 26 26|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||3

S This is the goverment rule that they have compulsory attand this seminar .
A 3 4|||R:SPELL|||government|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||to completely|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||attend|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||government|||REQUIRED|||-NONE-|||1
A 8 9|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||attained|||REQUIRED|||-NONE-|||1
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||2
A 2 3|||R:DET|||a|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||government|||REQUIRED|||-NONE-|||2
A 6 10|||R:OTHER|||attending|||REQUIRED|||-NONE-|||2
A 12 12|||M:OTHER|||is compulsory|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||government|||REQUIRED|||-NONE-|||3
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 6 10|||R:OTHER|||attending|||REQUIRED|||-NONE-|||3
A 12 12|||M:OTHER|||is compulsory|||REQUIRED|||-NONE-|||3

S They might put it on the label , but they do n't say it on tv advertising .
A 15 16|||R:ORTH|||TV|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 14 16|||R:OTHER|||in their TV|||REQUIRED|||-NONE-|||2
A 15 16|||R:ORTH|||TV|||REQUIRED|||-NONE-|||3

S For example , Many scientists and engineers are study about cars that make no more tough sound , and smoke .
A 3 4|||R:ORTH|||many|||REQUIRED|||-NONE-|||0
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||loud|||REQUIRED|||-NONE-|||0
A 16 19|||R:OTHER|||noise or|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||many|||REQUIRED|||-NONE-|||1
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||1
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||1
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||sounds|||REQUIRED|||-NONE-|||1
A 17 18|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 18 19|||R:CONJ|||or|||REQUIRED|||-NONE-|||1
A 3 4|||R:ORTH|||many|||REQUIRED|||-NONE-|||2
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||2
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||2
A 16 17|||R:NOUN:NUM|||sounds|||REQUIRED|||-NONE-|||2
A 17 18|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 18 19|||R:CONJ|||or|||REQUIRED|||-NONE-|||2
A 3 4|||R:ORTH|||many|||REQUIRED|||-NONE-|||3
A 8 10|||R:OTHER|||researching|||REQUIRED|||-NONE-|||3
A 15 16|||R:ADJ|||loud|||REQUIRED|||-NONE-|||3
A 16 17|||R:NOUN:NUM|||sounds|||REQUIRED|||-NONE-|||3
A 17 18|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 18 19|||R:CONJ|||or|||REQUIRED|||-NONE-|||3

S Without the empirical experience , i think , the learner tend to forget all the information he or she have learned throuhout his or her learning process in a long term .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 7|||R:OTHER|||evidence|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:SVA|||tends|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||throughout|||REQUIRED|||-NONE-|||0
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 25|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 28 29|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 5 6|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:SVA|||tends|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||1
A 21 22|||R:SPELL|||throughout|||REQUIRED|||-NONE-|||1
A 28 29|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 5 6|||R:ORTH|||I|||REQUIRED|||-NONE-|||2
A 10 11|||R:VERB:SVA|||tends|||REQUIRED|||-NONE-|||2
A 19 20|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||2
A 21 22|||R:SPELL|||throughout|||REQUIRED|||-NONE-|||2
A 28 29|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||3
A 5 6|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 9 10|||R:NOUN:NUM|||learners|||REQUIRED|||-NONE-|||3
A 16 17|||R:PRON|||they|||REQUIRED|||-NONE-|||3
A 17 18|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 18 19|||U:PRON||||||REQUIRED|||-NONE-|||3
A 21 22|||R:SPELL|||throughout|||REQUIRED|||-NONE-|||3
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 24 25|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 28 29|||R:DET|||the|||REQUIRED|||-NONE-|||3

S First , disking can be an alternative to prescribed burning .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 0 3|||U:OTHER|||Disking|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S By just knowing culture of a different country that we are living and not born on , we wo n't be able to live .
A 0 1|||M:CONJ|||But by|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||in but|||REQUIRED|||-NONE-|||0
A 15 16|||R:PART|||in|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||make a living|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 12 12|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 15 16|||R:PART|||in|||REQUIRED|||-NONE-|||1
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||than|||REQUIRED|||-NONE-|||2
A 15 16|||R:PART|||into|||REQUIRED|||-NONE-|||2
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 12 13|||R:OTHER|||in but|||REQUIRED|||-NONE-|||3
A 15 16|||R:PART|||in|||REQUIRED|||-NONE-|||3

S somebody who no give ans just take can not live within communities .
A 0 1|||R:NOUN|||Someone|||REQUIRED|||-NONE-|||0
A 2 5|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||takes|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||and never gives|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Somebody|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||does n't|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||and|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||takes|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Somebody|||REQUIRED|||-NONE-|||2
A 2 3|||R:OTHER|||does n't|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||and|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB:SVA|||takes|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Somebody|||REQUIRED|||-NONE-|||3
A 2 2|||M:VERB:TENSE|||does|||REQUIRED|||-NONE-|||3
A 2 3|||R:OTHER|||not|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||and|||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB:SVA|||takes|||REQUIRED|||-NONE-|||3

S Court coats are very high and many number of desputed tickets are seen .
A 1 2|||R:NOUN|||costs|||REQUIRED|||-NONE-|||0
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||disputed|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||cases|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||disputed|||REQUIRED|||-NONE-|||1
A 1 2|||R:NOUN|||costs|||REQUIRED|||-NONE-|||2
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||disputed|||REQUIRED|||-NONE-|||2
A 1 2|||R:NOUN|||cases|||REQUIRED|||-NONE-|||3
A 4 5|||R:ADJ|||common|||REQUIRED|||-NONE-|||3
A 6 7|||R:OTHER|||a high|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||disputed|||REQUIRED|||-NONE-|||3

S And what is more effective than loads of people working towards the same aim ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||goal|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN|||lots|||REQUIRED|||-NONE-|||2
A 10 11|||R:PREP|||toward|||REQUIRED|||-NONE-|||2
A 13 14|||R:NOUN|||goal|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S If we have this quality then no one can beat us .
A 2 3|||R:VERB|||offer|||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S you have 30 typically an effective response will contain a minimum you will be satisfiy culture expienrence and and fit your test .
A 0 4|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 4 5|||R:ORTH|||An|||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||of 30|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||satisfy|||REQUIRED|||-NONE-|||0
A 16 17|||R:SPELL|||experience|||REQUIRED|||-NONE-|||0
A 17 18|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||You|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||thirty|||REQUIRED|||-NONE-|||1
A 3 3|||M:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 11 11|||M:OTHER|||, and|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||satisfying|||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||experience|||REQUIRED|||-NONE-|||1
A 17 18|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||You|||REQUIRED|||-NONE-|||2
A 14 15|||R:SPELL|||satisfy|||REQUIRED|||-NONE-|||2
A 16 17|||R:SPELL|||experience|||REQUIRED|||-NONE-|||2
A 17 18|||U:CONJ||||||REQUIRED|||-NONE-|||2
A 0 4|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 4 5|||R:ORTH|||An|||REQUIRED|||-NONE-|||3
A 8 8|||M:ADV|||typically|||REQUIRED|||-NONE-|||3
A 9 9|||M:OTHER|||30 at|||REQUIRED|||-NONE-|||3
A 11 11|||M:OTHER|||, and|||REQUIRED|||-NONE-|||3
A 14 15|||R:SPELL|||satisfied|||REQUIRED|||-NONE-|||3
A 15 15|||M:OTHER|||by the|||REQUIRED|||-NONE-|||3
A 16 17|||R:SPELL|||experience|||REQUIRED|||-NONE-|||3
A 17 18|||U:CONJ||||||REQUIRED|||-NONE-|||3

S But I only use this solfware to win a lot of prize , some of them have important influence in my country .
A 5 6|||R:SPELL|||software|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||prizes|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||software|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||prizes|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||influences|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||software|||REQUIRED|||-NONE-|||2
A 11 12|||R:NOUN:NUM|||prizes|||REQUIRED|||-NONE-|||2
A 15 16|||R:PRON|||which|||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB|||are|||REQUIRED|||-NONE-|||2
A 18 19|||R:OTHER|||and influential|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||software|||REQUIRED|||-NONE-|||3
A 11 12|||R:NOUN:NUM|||prizes|||REQUIRED|||-NONE-|||3
A 15 16|||R:PRON|||which|||REQUIRED|||-NONE-|||3
A 17 17|||M:DET|||an|||REQUIRED|||-NONE-|||3

S If the sharp can not catch you mind , how can they sell the products to customer .
A 2 3|||R:NOUN|||advertisement|||REQUIRED|||-NONE-|||0
A 6 7|||R:DET|||your|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||attention|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||customers|||REQUIRED|||-NONE-|||0
A 17 18|||R:PUNCT|||?|||REQUIRED|||-NONE-|||0
A 6 7|||R:DET|||your|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||customers|||REQUIRED|||-NONE-|||1
A 17 18|||R:PUNCT|||?|||REQUIRED|||-NONE-|||1
A 3 3|||M:NOUN|||idea|||REQUIRED|||-NONE-|||2
A 5 6|||R:OTHER|||stay on|||REQUIRED|||-NONE-|||2
A 6 7|||R:DET|||your|||REQUIRED|||-NONE-|||2
A 16 17|||R:NOUN:NUM|||customers|||REQUIRED|||-NONE-|||2
A 17 18|||R:PUNCT|||?|||REQUIRED|||-NONE-|||2
A 2 3|||R:OTHER|||hook|||REQUIRED|||-NONE-|||3
A 6 7|||R:DET|||your|||REQUIRED|||-NONE-|||3
A 7 8|||R:OTHER|||attention|||REQUIRED|||-NONE-|||3
A 17 18|||R:PUNCT|||?|||REQUIRED|||-NONE-|||3

S The cutting the dead trees is called salvage logging .
A 2 3|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||of|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||of|||REQUIRED|||-NONE-|||2
A 0 2|||U:DET|||Cutting|||REQUIRED|||-NONE-|||3

S that 's why centralized , attributes , and bussines owner reduce thir bussinis is not respond for the rise of factories .
A 0 1|||R:ORTH|||That|||REQUIRED|||-NONE-|||0
A 4 5|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||business|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||owners|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||reducing|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||their|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||business|||REQUIRED|||-NONE-|||0
A 15 16|||R:ADJ|||responsible|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||That|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||business|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||owners|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||their|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||business , which|||REQUIRED|||-NONE-|||1
A 15 16|||R:ADJ|||responsible|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||That|||REQUIRED|||-NONE-|||2
A 3 4|||R:MORPH|||centralization|||REQUIRED|||-NONE-|||2
A 5 5|||M:ADJ|||other|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||business|||REQUIRED|||-NONE-|||2
A 9 10|||R:NOUN:NUM|||owners|||REQUIRED|||-NONE-|||2
A 10 11|||R:VERB:FORM|||reducing|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||their|||REQUIRED|||-NONE-|||2
A 12 13|||R:SPELL|||business|||REQUIRED|||-NONE-|||2
A 13 14|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||2
A 15 16|||R:ADJ|||responsible|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||That|||REQUIRED|||-NONE-|||3
A 4 5|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||business|||REQUIRED|||-NONE-|||3
A 9 10|||R:NOUN:NUM|||owners|||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB:FORM|||reducing|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||their|||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN|||businesses|||REQUIRED|||-NONE-|||3
A 13 14|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||3
A 15 16|||R:ADJ|||responsible|||REQUIRED|||-NONE-|||3

S second birds navigate by landmarks like river , coastlines , and moutains .
A 0 1|||R:ORTH|||Second|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||rivers|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||mountains|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Second|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||mountains|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Second|||REQUIRED|||-NONE-|||2
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||rivers|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||mountains|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Second|||REQUIRED|||-NONE-|||3
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 6 7|||R:NOUN:NUM|||rivers|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||mountains|||REQUIRED|||-NONE-|||3

S A tour guide is generally a person who knows a great deal about the country , its most beautiful places , most visited ones , and the so on .
A 26 27|||U:DET||||||REQUIRED|||-NONE-|||0
A 26 27|||U:DET||||||REQUIRED|||-NONE-|||1
A 21 21|||M:DET|||its|||REQUIRED|||-NONE-|||2
A 26 27|||U:DET||||||REQUIRED|||-NONE-|||2
A 26 27|||U:DET||||||REQUIRED|||-NONE-|||3

S They have to contact variety fields to find out what their interests are .
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 5 5|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 5 5|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||experience|||REQUIRED|||-NONE-|||2
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 5 5|||M:PREP|||of|||REQUIRED|||-NONE-|||2
A 3 3|||M:VERB|||make|||REQUIRED|||-NONE-|||3
A 4 4|||M:OTHER|||with a|||REQUIRED|||-NONE-|||3
A 5 5|||M:PREP|||of|||REQUIRED|||-NONE-|||3

S Unfortunately in the most of the countries the functioning of the public transport is not perfecty organised .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||perfectly|||REQUIRED|||-NONE-|||0
A 16 17|||R:MORPH|||organized|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:MORPH|||transportation|||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||perfectly|||REQUIRED|||-NONE-|||1
A 16 17|||R:MORPH|||organized|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||2
A 4 6|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||2
A 15 16|||R:SPELL|||perfectly|||REQUIRED|||-NONE-|||2
A 16 17|||R:MORPH|||organized|||REQUIRED|||-NONE-|||2
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||3
A 4 6|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 10 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 15 16|||R:SPELL|||perfectly|||REQUIRED|||-NONE-|||3

S If you think of the consumtions of them , fishes have less fat and a lot of nutrients there .
A 5 6|||R:SPELL|||consumption|||REQUIRED|||-NONE-|||0
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||consumption|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||fish|||REQUIRED|||-NONE-|||1
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||consumption|||REQUIRED|||-NONE-|||2
A 9 10|||R:NOUN:NUM|||fish|||REQUIRED|||-NONE-|||2
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||When|||REQUIRED|||-NONE-|||3
A 1 2|||R:PRON|||it|||REQUIRED|||-NONE-|||3
A 2 3|||R:VERB|||comes|||REQUIRED|||-NONE-|||3
A 3 4|||R:PREP|||to|||REQUIRED|||-NONE-|||3
A 4 5|||R:DET|||their|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||consumption|||REQUIRED|||-NONE-|||3
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 9 10|||R:NOUN:NUM|||fish|||REQUIRED|||-NONE-|||3
A 11 12|||R:OTHER|||low|||REQUIRED|||-NONE-|||3
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||3

S The public transpotation in the city may not be able to cope with this huge amount of people flow .
A 2 3|||R:SPELL|||transportation|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||transportation|||REQUIRED|||-NONE-|||1
A 18 19|||U:VERB||||||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||transportation|||REQUIRED|||-NONE-|||2
A 13 14|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 15 16|||R:NOUN|||flow|||REQUIRED|||-NONE-|||2
A 18 19|||U:VERB||||||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||transportation|||REQUIRED|||-NONE-|||3
A 18 19|||R:OTHER|||flowing through|||REQUIRED|||-NONE-|||3

S Second , we learn many academic subjects , after that we learn specialize in one specific subject .
A 8 8|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 11 12|||U:VERB||||||REQUIRED|||-NONE-|||0
A 4 4|||M:PREP|||about|||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 12 12|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||2
A 9 10|||R:OTHER|||which|||REQUIRED|||-NONE-|||3
A 11 12|||U:VERB||||||REQUIRED|||-NONE-|||3

S This does n't mean that because you take risks you are going to succed .
A 13 14|||R:SPELL|||succeed|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||succeed|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||succeed|||REQUIRED|||-NONE-|||2
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||succeed|||REQUIRED|||-NONE-|||3

S one of the most important problem is accidents for sure everyday millions of people dies jus because of the drivers not being carefull as a matter affect i do believe that there will be less cars in twenty years but this will happen just for one reasen that we will use somethink else .
A 0 1|||R:ORTH|||One|||REQUIRED|||-NONE-|||0
A 22 23|||R:SPELL|||careful|||REQUIRED|||-NONE-|||0
A 46 47|||R:SPELL|||reason|||REQUIRED|||-NONE-|||0
A 51 52|||R:SPELL|||something|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||One|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||1
A 10 10|||M:PREP|||because|||REQUIRED|||-NONE-|||1
A 10 11|||R:ORTH|||every day|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:SVA|||die|||REQUIRED|||-NONE-|||1
A 15 16|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||1
A 22 23|||R:SPELL|||careful|||REQUIRED|||-NONE-|||1
A 23 23|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 26 27|||R:OTHER|||of fact|||REQUIRED|||-NONE-|||1
A 27 29|||R:OTHER|||I|||REQUIRED|||-NONE-|||1
A 39 39|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 46 47|||R:SPELL|||reason|||REQUIRED|||-NONE-|||1
A 51 52|||R:SPELL|||something|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||One|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||2
A 10 10|||M:PUNCT|||-|||REQUIRED|||-NONE-|||2
A 14 15|||R:VERB:SVA|||die|||REQUIRED|||-NONE-|||2
A 15 16|||R:SPELL|||just|||REQUIRED|||-NONE-|||2
A 22 23|||R:SPELL|||careful|||REQUIRED|||-NONE-|||2
A 23 23|||M:PUNCT|||;|||REQUIRED|||-NONE-|||2
A 26 27|||R:OTHER|||of fact|||REQUIRED|||-NONE-|||2
A 27 28|||M:PUNCT|||, I|||REQUIRED|||-NONE-|||2
A 39 39|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 43 48|||R:OTHER|||because|||REQUIRED|||-NONE-|||2
A 51 52|||R:SPELL|||something|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||One|||REQUIRED|||-NONE-|||3
A 5 6|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||3
A 10 11|||M:PUNCT|||: Everyday|||REQUIRED|||-NONE-|||3
A 14 15|||R:VERB:SVA|||die|||REQUIRED|||-NONE-|||3
A 15 16|||R:SPELL|||just|||REQUIRED|||-NONE-|||3
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||3
A 22 23|||R:SPELL|||careful|||REQUIRED|||-NONE-|||3
A 23 24|||M:PUNCT|||. As|||REQUIRED|||-NONE-|||3
A 26 27|||R:OTHER|||of fact|||REQUIRED|||-NONE-|||3
A 27 28|||M:PUNCT|||, I|||REQUIRED|||-NONE-|||3
A 34 35|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||3
A 45 46|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 46 47|||R:SPELL|||reason|||REQUIRED|||-NONE-|||3
A 51 52|||R:SPELL|||something|||REQUIRED|||-NONE-|||3

S internet offer a good opportunity for people that travel for work , for a student , for work .
A 0 1|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||offers|||REQUIRED|||-NONE-|||0
A 16 16|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 0 0|||M:DET|||The|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:SVA|||offers|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||1
A 16 16|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Internet|||REQUIRED|||-NONE-|||2
A 1 2|||R:VERB:SVA|||offers|||REQUIRED|||-NONE-|||2
A 11 12|||R:OTHER|||and|||REQUIRED|||-NONE-|||2
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||2
A 14 15|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||2
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 16 17|||R:PART|||to|||REQUIRED|||-NONE-|||2
A 0 0|||M:DET|||The|||REQUIRED|||-NONE-|||3
A 1 2|||R:VERB:SVA|||offers|||REQUIRED|||-NONE-|||3
A 12 12|||M:CONJ|||or|||REQUIRED|||-NONE-|||3
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||3
A 14 15|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||3
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 16 17|||R:PART|||to|||REQUIRED|||-NONE-|||3

S Can you ever visualize what a chaos our society would suffer if every individual considers himself/ herself an expert in every given field ?
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||R:ORTH|||himself /|||REQUIRED|||-NONE-|||0
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||1
A 4 5|||U:PRON||||||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:TENSE|||considered|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||himself|||REQUIRED|||-NONE-|||1
A 16 16|||M:CONJ|||or|||REQUIRED|||-NONE-|||1
A 0 1|||R:VERB:TENSE|||Have|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB:FORM|||visualized|||REQUIRED|||-NONE-|||2
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||2
A 14 15|||R:VERB:TENSE|||considered|||REQUIRED|||-NONE-|||2
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||3

S In this sense , I would introduce the concepts of two aspects with a datailed analysis , and then it will comes to the conclusion .
A 14 15|||R:SPELL|||detailed|||REQUIRED|||-NONE-|||0
A 19 20|||U:PRON||||||REQUIRED|||-NONE-|||0
A 20 22|||R:VERB:TENSE|||come|||REQUIRED|||-NONE-|||0
A 23 24|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||detailed|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:FORM|||come|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||detailed|||REQUIRED|||-NONE-|||2
A 21 22|||R:VERB:FORM|||come|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||3
A 14 15|||R:SPELL|||detailed|||REQUIRED|||-NONE-|||3
A 16 17|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 19 20|||R:PRON|||I|||REQUIRED|||-NONE-|||3
A 21 22|||R:VERB:FORM|||come|||REQUIRED|||-NONE-|||3

S In my case , my yonger brother need to more than academic knowledge .
A 5 6|||R:SPELL|||younger|||REQUIRED|||-NONE-|||0
A 7 9|||R:VERB|||needs|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||younger|||REQUIRED|||-NONE-|||1
A 7 9|||R:VERB|||needed|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||younger|||REQUIRED|||-NONE-|||2
A 7 9|||R:VERB|||needs|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||younger|||REQUIRED|||-NONE-|||3
A 7 9|||R:VERB|||needs|||REQUIRED|||-NONE-|||3

S Due to this , I feel that specialized students have more opportunity in future .
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||opportunities|||REQUIRED|||-NONE-|||1
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 9 9|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||2
A 11 12|||R:NOUN:NUM|||opportunities|||REQUIRED|||-NONE-|||2
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 11 12|||R:NOUN:NUM|||opportunities|||REQUIRED|||-NONE-|||3
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||3

S Moreover before the oil and gas gone scientist will make new car that go by electricity or by sun light .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 6|||M:VERB:TENSE|||is|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||scientists|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 13 13|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 6|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||scientists|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||run|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||1
A 18 20|||R:ORTH|||sunlight|||REQUIRED|||-NONE-|||1
A 0 2|||U:ADV|||Before|||REQUIRED|||-NONE-|||2
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||2
A 6 6|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||2
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 7 8|||R:NOUN:NUM|||scientists|||REQUIRED|||-NONE-|||2
A 10 11|||R:OTHER|||a|||REQUIRED|||-NONE-|||2
A 12 14|||R:OTHER|||powered|||REQUIRED|||-NONE-|||2
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||2
A 18 20|||R:ORTH|||sunlight|||REQUIRED|||-NONE-|||2
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 6 6|||M:VERB:TENSE|||have|||REQUIRED|||-NONE-|||3
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 7 8|||R:NOUN:NUM|||scientists|||REQUIRED|||-NONE-|||3
A 11 12|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||3
A 17 18|||U:PREP||||||REQUIRED|||-NONE-|||3
A 18 20|||R:ORTH|||sunlight|||REQUIRED|||-NONE-|||3

S However , I firmly believe that students have to learn broad knowledge of many academic subjects .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 7 7|||M:VERB:TENSE|||should|||REQUIRED|||-NONE-|||2
A 8 9|||U:VERB:FORM||||||REQUIRED|||-NONE-|||2
A 9 10|||R:OTHER|||a|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB|||gain|||REQUIRED|||-NONE-|||3

S I larned many kind of subject , also I could make difrent types friends .
A 1 2|||R:SPELL|||learned|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||kinds|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||subjects|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||different|||REQUIRED|||-NONE-|||0
A 13 13|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||learned|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||kinds|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||subjects|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||different|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||learned|||REQUIRED|||-NONE-|||2
A 3 4|||R:NOUN:NUM|||kinds|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN:NUM|||subjects|||REQUIRED|||-NONE-|||2
A 7 7|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 7 9|||R:WO|||I also|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||different|||REQUIRED|||-NONE-|||2
A 13 13|||M:PREP|||of|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||learned|||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN:NUM|||kinds|||REQUIRED|||-NONE-|||3
A 5 6|||R:NOUN:NUM|||subjects|||REQUIRED|||-NONE-|||3
A 6 7|||R:OTHER|||and|||REQUIRED|||-NONE-|||3
A 7 9|||R:WO|||I also|||REQUIRED|||-NONE-|||3
A 9 11|||R:VERB:TENSE|||made|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||different|||REQUIRED|||-NONE-|||3
A 13 13|||M:PREP|||of|||REQUIRED|||-NONE-|||3

S On top of that , even we are willing to spend the time to draft the travel plan , we have no idea on which travel sites are must-see .
A 6 6|||M:PREP|||though|||REQUIRED|||-NONE-|||0
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||0
A 6 6|||M:PREP|||if|||REQUIRED|||-NONE-|||1
A 28 28|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 6 6|||M:PREP|||if|||REQUIRED|||-NONE-|||2
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||2
A 13 15|||R:VERB:FORM|||drafting|||REQUIRED|||-NONE-|||2
A 17 18|||R:NOUN:NUM|||plans|||REQUIRED|||-NONE-|||2
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||2
A 6 6|||M:PREP|||if|||REQUIRED|||-NONE-|||3
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||3

S They need to have a global vision before deciding what the like , and the way of obtaining it is simply studying a broad syllabus .
A 10 11|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 10 11|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 10 11|||R:PRON|||they|||REQUIRED|||-NONE-|||2
A 10 11|||R:PRON|||they|||REQUIRED|||-NONE-|||3
A 16 17|||R:PART|||to|||REQUIRED|||-NONE-|||3
A 17 18|||R:VERB:FORM|||obtain|||REQUIRED|||-NONE-|||3

S In order to understand these , and more importantly , to link these together , that wisdom will duly serve him .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 5|||M:NOUN|||things|||REQUIRED|||-NONE-|||1
A 12 13|||R:PRON|||them|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 0 1|||M:OTHER|||The wisdom needed in|||REQUIRED|||-NONE-|||3
A 5 5|||M:NOUN|||concepts|||REQUIRED|||-NONE-|||3
A 5 7|||R:WO|||and ,|||REQUIRED|||-NONE-|||3
A 12 13|||R:PRON|||them|||REQUIRED|||-NONE-|||3
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||3

S We can use it .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Some people can encounter with people we have no idea about .
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||other|||REQUIRED|||-NONE-|||2
A 6 6|||M:DET|||that|||REQUIRED|||-NONE-|||2
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||3

S When my grandmother getting old , she could not move her body easily .
A 3 3|||M:VERB:TENSE|||was|||REQUIRED|||-NONE-|||0
A 3 3|||M:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||was turning|||REQUIRED|||-NONE-|||2
A 4 5|||R:ADJ:FORM|||older|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB:FORM|||got|||REQUIRED|||-NONE-|||3

S As a tour guide , the person has to be familiar with the place he or she is touring .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 0 2|||U:PREP|||A|||REQUIRED|||-NONE-|||2
A 4 7|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 18 19|||R:OTHER|||giving a tour through|||REQUIRED|||-NONE-|||3

S Three other costumer have not started using the product because they dont have anything to hang it with .
A 2 3|||R:NOUN|||customers|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:NUM|||costumers|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN|||customers|||REQUIRED|||-NONE-|||2
A 11 12|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||2
A 2 3|||R:NOUN|||customers|||REQUIRED|||-NONE-|||3
A 11 12|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||3

S And in the place where there is no train we can not help using cars .
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||places|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||trains|||REQUIRED|||-NONE-|||0
A 10 14|||R:OTHER|||have to use|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||trains|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 0 2|||U:CONJ|||In|||REQUIRED|||-NONE-|||2
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||2
A 3 4|||R:NOUN:NUM|||places|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||2
A 8 9|||R:NOUN:NUM|||trains|||REQUIRED|||-NONE-|||2
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 13 13|||M:CONJ|||but|||REQUIRED|||-NONE-|||2
A 13 14|||R:VERB:FORM|||to use|||REQUIRED|||-NONE-|||2
A 0 2|||U:CONJ|||In|||REQUIRED|||-NONE-|||3
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN:NUM|||places|||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||3
A 8 9|||R:NOUN:NUM|||trains|||REQUIRED|||-NONE-|||3
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 13 14|||R:OTHER|||but use|||REQUIRED|||-NONE-|||3

S you have to teach your child since he or she was antel they graw up .
A 0 1|||R:ORTH|||You|||REQUIRED|||-NONE-|||0
A 6 12|||R:OTHER|||until|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||grow|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||You|||REQUIRED|||-NONE-|||1
A 11 12|||R:ADJ|||anxious|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||grow|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||You|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||until|||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||grow|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||You|||REQUIRED|||-NONE-|||3
A 7 8|||R:PRON|||they|||REQUIRED|||-NONE-|||3
A 8 9|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 9 10|||U:PRON||||||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB|||are born|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||until|||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||grow|||REQUIRED|||-NONE-|||3

S If students have to study for history for example it is often enough to just learn the facts but on the other hand studing for physics or maths needs the understanding of the concepts .
A 0 1|||M:OTHER|||For example , if|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||;|||REQUIRED|||-NONE-|||0
A 23 23|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 23 24|||R:SPELL|||studying|||REQUIRED|||-NONE-|||0
A 27 28|||R:NOUN:NUM|||math|||REQUIRED|||-NONE-|||0
A 28 28|||M:OTHER|||, one|||REQUIRED|||-NONE-|||0
A 29 30|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 30 31|||R:MORPH|||understand|||REQUIRED|||-NONE-|||0
A 31 32|||U:PREP||||||REQUIRED|||-NONE-|||0
A 23 24|||R:SPELL|||studying|||REQUIRED|||-NONE-|||1
A 27 28|||R:NOUN:NUM|||math|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 18 18|||M:PUNCT|||;|||REQUIRED|||-NONE-|||2
A 23 23|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 23 24|||R:SPELL|||studying|||REQUIRED|||-NONE-|||2
A 27 28|||R:NOUN:NUM|||math|||REQUIRED|||-NONE-|||2
A 28 29|||R:VERB|||requires|||REQUIRED|||-NONE-|||2
A 29 30|||U:DET||||||REQUIRED|||-NONE-|||2
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 23 23|||M:OTHER|||, they have to understand the concepts|||REQUIRED|||-NONE-|||3
A 23 24|||R:VERB|||to study|||REQUIRED|||-NONE-|||3
A 27 28|||R:NOUN:NUM|||math|||REQUIRED|||-NONE-|||3
A 28 34|||U:OTHER||||||REQUIRED|||-NONE-|||3

S For example , the subway in New York , bullet trains in Japan , underground tube trains in Singapore and the sky trains in Bangkok travel at lightening speed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 27 28|||R:SPELL|||lightning|||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 27 28|||R:SPELL|||lightning|||REQUIRED|||-NONE-|||2
A 25 25|||M:DET|||all|||REQUIRED|||-NONE-|||3
A 27 28|||R:SPELL|||lightning|||REQUIRED|||-NONE-|||3
A 28 29|||R:NOUN:NUM|||speeds|||REQUIRED|||-NONE-|||3

S First , young people have a active mind .
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||minds|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||an|||REQUIRED|||-NONE-|||2
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||3
A 7 8|||R:NOUN:NUM|||minds|||REQUIRED|||-NONE-|||3

S Obviously the unreplaciable examination and less enemy can bring huge advance to fulfill the defination about success .
A 2 3|||R:SPELL|||irreplaceable|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||advances|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||definition|||REQUIRED|||-NONE-|||0
A 15 16|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||irreplaceable|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||enemies|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||advances|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||definition|||REQUIRED|||-NONE-|||1
A 15 16|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||irreplaceable|||REQUIRED|||-NONE-|||2
A 5 6|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||enemies|||REQUIRED|||-NONE-|||2
A 10 11|||R:NOUN:NUM|||advances|||REQUIRED|||-NONE-|||2
A 14 15|||R:SPELL|||definition|||REQUIRED|||-NONE-|||2
A 15 16|||R:PREP|||of|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||irreplaceable|||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN:NUM|||examinations|||REQUIRED|||-NONE-|||3
A 5 6|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||3
A 6 7|||R:NOUN|||challenges|||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN:NUM|||advances|||REQUIRED|||-NONE-|||3
A 14 15|||R:SPELL|||definition|||REQUIRED|||-NONE-|||3
A 15 16|||R:PREP|||of|||REQUIRED|||-NONE-|||3

S Young people nowdays do n't give enough time to helping their communities .
A 2 3|||R:SPELL|||nowadays|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||help|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||these days|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||nowadays|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB|||devote|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||nowadays|||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB|||spend|||REQUIRED|||-NONE-|||3
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||3

S The commercial was defenately more impressive than the product itself .
A 3 4|||R:SPELL|||definitely|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||definitely|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||definitely|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||definitely|||REQUIRED|||-NONE-|||3

S And one of them was my friend who had seriouse prblems with her health .
A 9 10|||R:SPELL|||serious|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||problems|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||serious|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||problems|||REQUIRED|||-NONE-|||1
A 0 2|||U:CONJ|||One|||REQUIRED|||-NONE-|||2
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||serious|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||problems|||REQUIRED|||-NONE-|||2
A 0 2|||U:CONJ|||One|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||serious|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||problems|||REQUIRED|||-NONE-|||3

S To this day , I still remember what we studied that day in class .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 10 10|||M:PREP|||on|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Ihad good life in my cauntry but everything I got from my patents .
A 0 1|||R:ORTH|||I had|||REQUIRED|||-NONE-|||0
A 1 1|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||country|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN|||patients|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||I had|||REQUIRED|||-NONE-|||1
A 1 1|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||country|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 7 10|||R:WO|||I got everything|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||parents|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||I had|||REQUIRED|||-NONE-|||2
A 1 1|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||country|||REQUIRED|||-NONE-|||2
A 7 10|||R:WO|||I got everything|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||I had|||REQUIRED|||-NONE-|||3
A 1 1|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||country|||REQUIRED|||-NONE-|||3
A 8 8|||M:OTHER|||I had|||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN|||parents|||REQUIRED|||-NONE-|||3

S But if the student is going only learning things whithout knowing the concept then not any company is give apportunity to that person because he does not know the concept of its related branch so by this way its create a problem in the future .
A 6 6|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||learn|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||without|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||no|||REQUIRED|||-NONE-|||0
A 18 18|||M:VERB|||going to|||REQUIRED|||-NONE-|||0
A 19 19|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||opportunity|||REQUIRED|||-NONE-|||0
A 34 34|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 38 39|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 39 40|||R:VERB:SVA|||creates|||REQUIRED|||-NONE-|||0
A 6 6|||M:VERB:TENSE|||to be|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||without|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||no|||REQUIRED|||-NONE-|||1
A 19 19|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||opportunity|||REQUIRED|||-NONE-|||1
A 34 34|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 35 38|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 38 39|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 39 40|||R:VERB:SVA|||creates|||REQUIRED|||-NONE-|||1
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||without|||REQUIRED|||-NONE-|||2
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 14 15|||U:ADV||||||REQUIRED|||-NONE-|||2
A 15 16|||R:DET|||no|||REQUIRED|||-NONE-|||2
A 18 19|||R:VERB:FORM|||giving|||REQUIRED|||-NONE-|||2
A 19 19|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 19 20|||R:SPELL|||opportunity|||REQUIRED|||-NONE-|||2
A 38 39|||R:PRON|||it|||REQUIRED|||-NONE-|||2
A 39 40|||R:VERB:SVA|||creates|||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||However ,|||REQUIRED|||-NONE-|||3
A 6 6|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB:FORM|||learn|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||without|||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB|||understanding|||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN:NUM|||concepts|||REQUIRED|||-NONE-|||3
A 13 15|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 15 16|||R:DET|||no|||REQUIRED|||-NONE-|||3
A 17 18|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||3
A 19 21|||R:OTHER|||him|||REQUIRED|||-NONE-|||3
A 21 22|||R:DET|||an|||REQUIRED|||-NONE-|||3
A 22 23|||R:NOUN|||opportunity|||REQUIRED|||-NONE-|||3
A 25 26|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||3
A 29 30|||R:NOUN:NUM|||concepts|||REQUIRED|||-NONE-|||3
A 34 35|||R:OTHER|||, and|||REQUIRED|||-NONE-|||3
A 38 39|||R:PRON|||it|||REQUIRED|||-NONE-|||3
A 39 39|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||3

S Third , stone tower of east coast is making unnatural way also this tower is unusual in Europe so non Europian might be made this tower .
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||made in an|||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 20 21|||R:SPELL|||Europeans|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:TENSE|||have|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||made in an|||REQUIRED|||-NONE-|||1
A 20 21|||R:SPELL|||Europeans|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||have not|||REQUIRED|||-NONE-|||1
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 4 5|||R:PREP|||on|||REQUIRED|||-NONE-|||2
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 5 6|||R:ORTH|||East|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||going in an|||REQUIRED|||-NONE-|||2
A 11 11|||M:PUNCT|||;|||REQUIRED|||-NONE-|||2
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 19 21|||R:NOUN|||non-Europeans|||REQUIRED|||-NONE-|||2
A 22 23|||R:VERB:TENSE|||have|||REQUIRED|||-NONE-|||2
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 4 5|||R:PREP|||on|||REQUIRED|||-NONE-|||3
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||3
A 8 10|||R:OTHER|||made in an unusual|||REQUIRED|||-NONE-|||3
A 11 12|||R:OTHER|||and|||REQUIRED|||-NONE-|||3
A 12 13|||R:PRON|||it|||REQUIRED|||-NONE-|||3
A 13 16|||R:OTHER|||looks unnatural|||REQUIRED|||-NONE-|||3
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 19 21|||R:NOUN|||non-Europeans|||REQUIRED|||-NONE-|||3
A 21 22|||R:VERB:TENSE|||may|||REQUIRED|||-NONE-|||3
A 22 23|||R:VERB:TENSE|||have|||REQUIRED|||-NONE-|||3

S secondly , it is an unfair action because it will effect the low-income American .
A 0 1|||R:ORTH|||Secondly|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Secondly|||REQUIRED|||-NONE-|||1
A 13 14|||R:MORPH|||Americans|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Secondly|||REQUIRED|||-NONE-|||2
A 10 11|||R:VERB|||affect|||REQUIRED|||-NONE-|||2
A 11 12|||R:OTHER|||low|||REQUIRED|||-NONE-|||2
A 12 13|||R:OTHER|||income|||REQUIRED|||-NONE-|||2
A 13 14|||R:MORPH|||Americans|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Secondly|||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB|||affect|||REQUIRED|||-NONE-|||3
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||3
A 13 14|||R:MORPH|||Americans|||REQUIRED|||-NONE-|||3

S The factories are increasing sulfur dioxide to the air every year .
A 3 4|||R:MORPH|||increasingly|||REQUIRED|||-NONE-|||0
A 4 4|||M:VERB|||emitting|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||into|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Every year ,|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||output into|||REQUIRED|||-NONE-|||1
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||into|||REQUIRED|||-NONE-|||2
A 4 4|||M:OTHER|||the amount of|||REQUIRED|||-NONE-|||3
A 6 7|||R:PREP|||in|||REQUIRED|||-NONE-|||3

S It`s result in people more mature , strong and calm in front problems of the life , because they undertand the problems go away and it depend what kind manner everybory look the face of the problem .
A 0 1|||R:OTHER|||It|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||results|||REQUIRED|||-NONE-|||0
A 12 14|||R:WO|||of problems|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||in|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||understand|||REQUIRED|||-NONE-|||0
A 20 21|||R:PRON|||that|||REQUIRED|||-NONE-|||0
A 26 27|||R:VERB:SVA|||depends|||REQUIRED|||-NONE-|||0
A 27 27|||M:PREP|||on|||REQUIRED|||-NONE-|||0
A 29 29|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 30 31|||R:SPELL|||everybody|||REQUIRED|||-NONE-|||0
A 31 32|||R:VERB:SVA|||looks|||REQUIRED|||-NONE-|||0
A 32 32|||M:PREP|||at|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||It|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:SVA|||results|||REQUIRED|||-NONE-|||1
A 4 4|||M:OTHER|||who are|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||facing|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||understand|||REQUIRED|||-NONE-|||1
A 20 21|||R:PRON|||that|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB:SVA|||depends|||REQUIRED|||-NONE-|||1
A 27 27|||M:PREP|||on|||REQUIRED|||-NONE-|||1
A 28 29|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 30 31|||R:OTHER|||one|||REQUIRED|||-NONE-|||1
A 31 32|||R:VERB:SVA|||looks|||REQUIRED|||-NONE-|||1
A 32 32|||M:PREP|||at|||REQUIRED|||-NONE-|||1
A 0 1|||R:OTHER|||It|||REQUIRED|||-NONE-|||2
A 1 2|||R:VERB:SVA|||results|||REQUIRED|||-NONE-|||2
A 10 11|||R:PREP|||before|||REQUIRED|||-NONE-|||2
A 11 12|||R:OTHER|||life 's|||REQUIRED|||-NONE-|||2
A 13 16|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 19 20|||R:SPELL|||understand|||REQUIRED|||-NONE-|||2
A 26 27|||R:VERB:SVA|||depends|||REQUIRED|||-NONE-|||2
A 28 30|||R:NOUN|||attitude|||REQUIRED|||-NONE-|||2
A 30 31|||R:SPELL|||everyone|||REQUIRED|||-NONE-|||2
A 31 32|||R:OTHER|||has in|||REQUIRED|||-NONE-|||2
A 35 36|||R:DET|||a|||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||It|||REQUIRED|||-NONE-|||3
A 1 2|||R:VERB:SVA|||results|||REQUIRED|||-NONE-|||3
A 4 4|||M:OTHER|||who are|||REQUIRED|||-NONE-|||3
A 10 11|||R:OTHER|||when faced with|||REQUIRED|||-NONE-|||3
A 11 12|||R:OTHER|||the|||REQUIRED|||-NONE-|||3
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||3
A 16 17|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 19 20|||R:SPELL|||understand|||REQUIRED|||-NONE-|||3
A 20 21|||R:PRON|||that|||REQUIRED|||-NONE-|||3
A 24 25|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 25 26|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 26 27|||R:VERB:FORM|||depending|||REQUIRED|||-NONE-|||3
A 27 27|||M:PREP|||on|||REQUIRED|||-NONE-|||3
A 29 29|||M:PREP|||of|||REQUIRED|||-NONE-|||3
A 30 32|||R:OTHER|||people have|||REQUIRED|||-NONE-|||3
A 32 33|||R:SPELL|||when|||REQUIRED|||-NONE-|||3
A 33 34|||R:VERB:FORM|||faced|||REQUIRED|||-NONE-|||3
A 34 35|||R:PREP|||with|||REQUIRED|||-NONE-|||3
A 35 36|||R:DET|||a|||REQUIRED|||-NONE-|||3

S for example work on a project , .
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||3
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||3

S this speace must change gerden .
A 0 1|||R:ORTH|||This|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||space|||REQUIRED|||-NONE-|||0
A 4 4|||M:OTHER|||into a|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||garden|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||This|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||space|||REQUIRED|||-NONE-|||1
A 4 4|||M:OTHER|||into a|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||garden|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||This|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||space|||REQUIRED|||-NONE-|||2
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||garden|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||This|||REQUIRED|||-NONE-|||3
A 1 2|||R:SPELL|||space|||REQUIRED|||-NONE-|||3
A 4 4|||M:OTHER|||into a|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||garden|||REQUIRED|||-NONE-|||3

S However , exist people that thing that when the people have a forty years ever a older person .
A 2 4|||R:WO|||people exist|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||think|||REQUIRED|||-NONE-|||0
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||over|||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||an|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||there are|||REQUIRED|||-NONE-|||2
A 3 4|||R:OTHER|||those|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||think|||REQUIRED|||-NONE-|||2
A 8 11|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 12 12|||M:OTHER|||person is|||REQUIRED|||-NONE-|||2
A 14 15|||R:OTHER|||old they are|||REQUIRED|||-NONE-|||2
A 15 16|||R:DET|||an|||REQUIRED|||-NONE-|||2
A 2 3|||R:OTHER|||some|||REQUIRED|||-NONE-|||3
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||think|||REQUIRED|||-NONE-|||3
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB|||are|||REQUIRED|||-NONE-|||3
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||3
A 14 15|||R:OTHER|||old , they are|||REQUIRED|||-NONE-|||3
A 15 16|||R:DET|||an|||REQUIRED|||-NONE-|||3

S It is worthy of note that not every body will succeed when taking a risk , but that is not enough to deteir anybody who wishes to take one .
A 3 4|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 22 23|||R:SPELL|||deter|||REQUIRED|||-NONE-|||0
A 2 3|||R:ADJ|||worth|||REQUIRED|||-NONE-|||1
A 3 5|||R:OTHER|||noting|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN|||everyone|||REQUIRED|||-NONE-|||1
A 8 9|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 22 23|||R:SPELL|||deter|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN|||anyone|||REQUIRED|||-NONE-|||1
A 2 3|||R:ADJ|||worth|||REQUIRED|||-NONE-|||2
A 3 5|||R:OTHER|||noting|||REQUIRED|||-NONE-|||2
A 7 9|||R:ORTH|||everybody|||REQUIRED|||-NONE-|||2
A 21 21|||M:OTHER|||of a reason|||REQUIRED|||-NONE-|||2
A 22 23|||R:SPELL|||deter|||REQUIRED|||-NONE-|||2
A 2 3|||R:ADJ|||worth|||REQUIRED|||-NONE-|||3
A 3 5|||R:OTHER|||noting|||REQUIRED|||-NONE-|||3
A 7 9|||R:ORTH|||everybody|||REQUIRED|||-NONE-|||3
A 18 19|||R:VERB|||should|||REQUIRED|||-NONE-|||3
A 20 20|||M:VERB|||be|||REQUIRED|||-NONE-|||3
A 22 23|||R:SPELL|||deter|||REQUIRED|||-NONE-|||3

S apparently , I got a Japanese friend in the Japen , his name is Tomo .
A 0 1|||R:ORTH|||Apparently|||REQUIRED|||-NONE-|||0
A 5 6|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||Japan|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Apparently|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||have|||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||from|||REQUIRED|||-NONE-|||1
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||Japan|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Apparently|||REQUIRED|||-NONE-|||2
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB|||have|||REQUIRED|||-NONE-|||2
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||Japan|||REQUIRED|||-NONE-|||2
A 11 11|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Apparently|||REQUIRED|||-NONE-|||3
A 3 4|||R:VERB|||have|||REQUIRED|||-NONE-|||3
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||Japan|||REQUIRED|||-NONE-|||3
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 11 12|||R:DET|||whose|||REQUIRED|||-NONE-|||3

S when they do some work they thinks they have to fine work in time .
A 0 1|||R:ORTH|||When|||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||think|||REQUIRED|||-NONE-|||0
A 10 11|||R:MORPH|||finish|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||When|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||think|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||find|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||When|||REQUIRED|||-NONE-|||2
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB:SVA|||think|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||find|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||When|||REQUIRED|||-NONE-|||3
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB:SVA|||think|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||find|||REQUIRED|||-NONE-|||3

S As the gasoline tax rasing , it will help the vehicle company to make more cars to sell it to people .
A 0 1|||R:PREP|||With|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||rising|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||entice|||REQUIRED|||-NONE-|||0
A 18 19|||U:PRON||||||REQUIRED|||-NONE-|||0
A 4 4|||M:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||rising|||REQUIRED|||-NONE-|||1
A 12 13|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 18 19|||U:PRON||||||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||rises|||REQUIRED|||-NONE-|||2
A 11 12|||R:NOUN:NUM|||companies|||REQUIRED|||-NONE-|||2
A 18 19|||U:PRON||||||REQUIRED|||-NONE-|||2
A 4 5|||R:VERB|||rises|||REQUIRED|||-NONE-|||3
A 11 13|||R:NOUN:POSS|||companies|||REQUIRED|||-NONE-|||3
A 18 19|||U:PRON||||||REQUIRED|||-NONE-|||3

S Ignorance of striped bass will abbreviate our earning also it has some astonishing effects on our health .
A 7 8|||R:NOUN:NUM|||earnings|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||learning|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||earnings|||REQUIRED|||-NONE-|||2
A 8 8|||M:OTHER|||, but|||REQUIRED|||-NONE-|||2
A 8 10|||R:WO|||it also|||REQUIRED|||-NONE-|||2
A 7 8|||R:NOUN:NUM|||earnings|||REQUIRED|||-NONE-|||3
A 8 8|||M:CONJ|||and|||REQUIRED|||-NONE-|||3
A 9 11|||R:OTHER|||have|||REQUIRED|||-NONE-|||3

S Maybe they have some disadvantages in humanity .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 5 6|||R:PREP|||to|||REQUIRED|||-NONE-|||3

S In the lecture , that zebra mussel is not really a serious threat have been proven .
A 4 5|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||that has|||REQUIRED|||-NONE-|||0
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||1
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||1
A 10 10|||M:VERB|||being|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:TENSE|||had|||REQUIRED|||-NONE-|||1
A 0 2|||U:PREP|||The|||REQUIRED|||-NONE-|||2
A 3 4|||R:OTHER|||indicated|||REQUIRED|||-NONE-|||2
A 4 5|||R:OTHER|||the|||REQUIRED|||-NONE-|||2
A 10 10|||M:ADV|||as|||REQUIRED|||-NONE-|||2
A 10 12|||R:WO|||serious a|||REQUIRED|||-NONE-|||2
A 13 14|||R:OTHER|||as|||REQUIRED|||-NONE-|||2
A 14 15|||R:OTHER|||previously|||REQUIRED|||-NONE-|||2
A 4 4|||M:OTHER|||it was proved|||REQUIRED|||-NONE-|||3
A 6 7|||R:NOUN:NUM|||mussels|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||3
A 13 16|||U:VERB||||||REQUIRED|||-NONE-|||3

S I think it will be lost .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S I expect human can make new material to replace gas but it is very difficult .
A 2 3|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 15 15|||M:OTHER|||to do so|||REQUIRED|||-NONE-|||1
A 1 1|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||2
A 2 3|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB:TENSE|||to|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||materials|||REQUIRED|||-NONE-|||2
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 2 3|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||3

S Ideas and motives for the war are more important to know because from them one might draw some conclusions and it might change something inside the student .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 0 3|||U:OTHER|||Motives|||REQUIRED|||-NONE-|||3
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||3
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S Everything is possible which we can`t imagine .
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||ca n't|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||ca n't|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||that|||REQUIRED|||-NONE-|||2
A 5 6|||R:OTHER|||ca n't|||REQUIRED|||-NONE-|||2
A 3 3|||M:OTHER|||, even things|||REQUIRED|||-NONE-|||3
A 5 6|||R:OTHER|||ca n't|||REQUIRED|||-NONE-|||3

S Although there are some rules for protect young peopel such as limiting of aging in movies and preview about the bad aspect of programs before s , it is just made for little kids not young peole like high shcool or university student .
A 5 6|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||people|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||age limits|||REQUIRED|||-NONE-|||0
A 12 15|||R:OTHER|||for|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN:NUM|||previews|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB|||reviewing|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN:NUM|||aspects|||REQUIRED|||-NONE-|||0
A 25 26|||R:OTHER|||they air|||REQUIRED|||-NONE-|||0
A 27 29|||R:OTHER|||the rules are|||REQUIRED|||-NONE-|||0
A 29 30|||R:ADV|||only|||REQUIRED|||-NONE-|||0
A 34 34|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 36 37|||R:SPELL|||people|||REQUIRED|||-NONE-|||0
A 38 38|||M:OTHER|||those in|||REQUIRED|||-NONE-|||0
A 39 40|||R:SPELL|||school|||REQUIRED|||-NONE-|||0
A 41 43|||R:NOUN|||universities|||REQUIRED|||-NONE-|||0
A 5 6|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||people|||REQUIRED|||-NONE-|||1
A 11 15|||R:OTHER|||an age limit at|||REQUIRED|||-NONE-|||1
A 15 15|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||previews|||REQUIRED|||-NONE-|||1
A 25 26|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 36 37|||R:SPELL|||people|||REQUIRED|||-NONE-|||1
A 39 40|||R:SPELL|||school|||REQUIRED|||-NONE-|||1
A 42 43|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:FORM|||protecting|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||people|||REQUIRED|||-NONE-|||2
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 11 12|||R:NOUN|||warnings|||REQUIRED|||-NONE-|||2
A 13 14|||R:MORPH|||ages|||REQUIRED|||-NONE-|||2
A 17 18|||R:NOUN:NUM|||previews|||REQUIRED|||-NONE-|||2
A 21 22|||R:NOUN:NUM|||aspects|||REQUIRED|||-NONE-|||2
A 24 26|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 34 34|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 36 37|||R:SPELL|||people|||REQUIRED|||-NONE-|||2
A 39 40|||R:SPELL|||school|||REQUIRED|||-NONE-|||2
A 42 43|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB:FORM|||protecting|||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||people|||REQUIRED|||-NONE-|||3
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB|||restricting|||REQUIRED|||-NONE-|||3
A 12 13|||R:OTHER|||the|||REQUIRED|||-NONE-|||3
A 13 15|||R:OTHER|||ages that can view|||REQUIRED|||-NONE-|||3
A 17 18|||R:VERB:FORM|||previewing|||REQUIRED|||-NONE-|||3
A 18 19|||U:PREP||||||REQUIRED|||-NONE-|||3
A 21 22|||R:NOUN:NUM|||aspects|||REQUIRED|||-NONE-|||3
A 25 26|||R:OTHER|||they start|||REQUIRED|||-NONE-|||3
A 34 34|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 36 37|||R:SPELL|||people|||REQUIRED|||-NONE-|||3
A 39 40|||R:SPELL|||school|||REQUIRED|||-NONE-|||3
A 42 43|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||3

S However , the fact that they most of the time do not reflect the actual quality of a product decreases the reliability of the advertisements .
A 5 6|||U:PRON||||||REQUIRED|||-NONE-|||0
A 10 10|||M:PRON|||they|||REQUIRED|||-NONE-|||0
A 6 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 19|||M:OTHER|||most of the time|||REQUIRED|||-NONE-|||1
A 5 6|||U:PRON||||||REQUIRED|||-NONE-|||2
A 10 10|||M:PRON|||they|||REQUIRED|||-NONE-|||2
A 6 10|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 19 19|||M:OTHER|||most of the time|||REQUIRED|||-NONE-|||3

S We seem to have a lot of problem with those even if we have more good materials than in the past .
A 7 8|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||though|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||better|||REQUIRED|||-NONE-|||0
A 18 18|||M:OTHER|||we did|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||1
A 14 16|||R:OTHER|||better|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||2
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 11 12|||R:PREP|||though|||REQUIRED|||-NONE-|||2
A 7 8|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||3
A 9 10|||R:PRON|||them|||REQUIRED|||-NONE-|||3
A 17 17|||M:ADV|||now|||REQUIRED|||-NONE-|||3

S We can be fatalist an say that with the developing of the third world , the problem will worsen .
A 4 5|||R:SPELL|||and|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||and|||REQUIRED|||-NONE-|||1
A 18 18|||M:VERB|||get|||REQUIRED|||-NONE-|||1
A 18 19|||R:MORPH|||worse|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||and|||REQUIRED|||-NONE-|||2
A 9 10|||R:MORPH|||development|||REQUIRED|||-NONE-|||2
A 3 4|||R:MORPH|||fatalistic|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||and|||REQUIRED|||-NONE-|||3
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 9 10|||R:MORPH|||development|||REQUIRED|||-NONE-|||3

S This things can make us more successful in life ; even though were that successful we must continue are work , we should take our chances to the greater heights .
A 0 1|||R:DET|||These|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||we 're|||REQUIRED|||-NONE-|||0
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||our|||REQUIRED|||-NONE-|||0
A 21 21|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||There are|||REQUIRED|||-NONE-|||1
A 2 2|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||we 're|||REQUIRED|||-NONE-|||1
A 13 14|||U:ADV||||||REQUIRED|||-NONE-|||1
A 0 1|||R:DET|||These|||REQUIRED|||-NONE-|||2
A 12 13|||R:OTHER|||we 're|||REQUIRED|||-NONE-|||2
A 13 14|||R:ADV|||already|||REQUIRED|||-NONE-|||2
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 18 19|||R:VERB|||to|||REQUIRED|||-NONE-|||2
A 20 21|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 21 22|||R:OTHER|||and|||REQUIRED|||-NONE-|||2
A 26 27|||R:PREP|||on|||REQUIRED|||-NONE-|||2
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||2
A 29 30|||R:NOUN|||achievements|||REQUIRED|||-NONE-|||2
A 0 1|||R:DET|||These|||REQUIRED|||-NONE-|||3
A 12 13|||R:OTHER|||we are|||REQUIRED|||-NONE-|||3
A 18 19|||R:OTHER|||our|||REQUIRED|||-NONE-|||3
A 21 21|||M:CONJ|||and|||REQUIRED|||-NONE-|||3
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||3

S For the greeks philosopher Plato an Aristotle , the capacity for understand ideas and concepts , the intelligence as the main ability of the human soul , is the part of ourselves that makes us the being we actually are .
A 2 3|||R:ORTH|||Greeks|||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||philosophers|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||and|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||understanding|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 27 28|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 29 30|||R:NOUN:NUM|||parts|||REQUIRED|||-NONE-|||0
A 33 34|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||0
A 36 37|||R:NOUN:NUM|||beings|||REQUIRED|||-NONE-|||0
A 2 3|||R:MORPH|||Greek|||REQUIRED|||-NONE-|||1
A 3 4|||R:MORPH|||philosophers|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||and|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||understanding|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||as|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||well|||REQUIRED|||-NONE-|||1
A 17 19|||R:WO|||as intelligence|||REQUIRED|||-NONE-|||1
A 19 19|||M:VERB|||being|||REQUIRED|||-NONE-|||1
A 27 28|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 29 30|||R:NOUN:NUM|||parts|||REQUIRED|||-NONE-|||1
A 33 34|||R:VERB:SVA|||make|||REQUIRED|||-NONE-|||1
A 36 37|||R:NOUN:NUM|||beings|||REQUIRED|||-NONE-|||1
A 2 3|||R:ORTH|||Greeks|||REQUIRED|||-NONE-|||2
A 3 3|||M:OTHER|||, the|||REQUIRED|||-NONE-|||2
A 3 4|||R:MORPH|||philosophers|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||and|||REQUIRED|||-NONE-|||2
A 2 3|||R:MORPH|||Greek|||REQUIRED|||-NONE-|||3
A 3 4|||R:MORPH|||philosophers|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||and|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB:FORM|||understanding|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||or|||REQUIRED|||-NONE-|||3
A 18 19|||R:OTHER|||, is|||REQUIRED|||-NONE-|||3
A 27 27|||M:DET|||which|||REQUIRED|||-NONE-|||3
A 36 37|||R:NOUN:NUM|||beings|||REQUIRED|||-NONE-|||3

S In conclusion understanding the concepts is the more important than learning the facts , because it 's the ultimate gole of learning the facts .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||goal|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 18 19|||R:ADJ|||underlying|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||goal|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||2
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||2
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||2
A 19 20|||R:SPELL|||goal|||REQUIRED|||-NONE-|||2
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||3
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||3
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 15 16|||R:PRON|||that|||REQUIRED|||-NONE-|||3
A 16 17|||R:CONTR|||is|||REQUIRED|||-NONE-|||3
A 19 20|||R:SPELL|||goal|||REQUIRED|||-NONE-|||3

S I basically feel that young people do enjoy their life more than older people do .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||1
A 6 7|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||2
A 9 10|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||2
A 6 7|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||3

S First , the ships not only helped them to spread but also they killed by ships .
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||were also|||REQUIRED|||-NONE-|||0
A 10 10|||M:OTHER|||out ,|||REQUIRED|||-NONE-|||1
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||were also|||REQUIRED|||-NONE-|||1
A 15 15|||M:ADJ|||other|||REQUIRED|||-NONE-|||1
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||2
A 13 13|||M:OTHER|||were also|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB|||expand|||REQUIRED|||-NONE-|||3
A 13 13|||M:VERB:TENSE|||were|||REQUIRED|||-NONE-|||3

S they might be bored of reading a complex passage .
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||3

S But it is possible to have a broad knowledge of many academis subjects without being specialized in one particular topic ?
A 11 12|||R:SPELL|||academic|||REQUIRED|||-NONE-|||0
A 20 21|||R:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||It|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||academic|||REQUIRED|||-NONE-|||1
A 20 21|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 1 3|||R:WO|||is it|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||academic|||REQUIRED|||-NONE-|||2
A 14 16|||R:VERB:TENSE|||specializing|||REQUIRED|||-NONE-|||2
A 1 3|||R:WO|||is it|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||academic|||REQUIRED|||-NONE-|||3
A 14 16|||R:VERB:TENSE|||specializing|||REQUIRED|||-NONE-|||3

S So she decides to work in a Nursing Home because she wants to provide care for elderly people .
A 7 9|||R:ORTH|||nursing home|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 9|||R:ORTH|||nursing home|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:TENSE|||decided|||REQUIRED|||-NONE-|||2
A 7 9|||R:ORTH|||nursing home|||REQUIRED|||-NONE-|||2
A 0 2|||U:ADV|||She|||REQUIRED|||-NONE-|||3
A 7 9|||R:ORTH|||nursing home|||REQUIRED|||-NONE-|||3

S This demonstrates the undeniable fact that it is bebeficial to having differnt experiences .
A 8 9|||R:SPELL|||beneficial|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||have|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||different|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||beneficial|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:FORM|||have|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||different|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||beneficial|||REQUIRED|||-NONE-|||2
A 10 11|||R:VERB:FORM|||have|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||different|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||beneficial|||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB:FORM|||have|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||different|||REQUIRED|||-NONE-|||3

S Therefore , they will be more deep thinking person and good for thier future , so theacher should be required to take courses every five years .
A 0 6|||R:OTHER|||To become|||REQUIRED|||-NONE-|||0
A 6 7|||R:ADJ:FORM|||deeper|||REQUIRED|||-NONE-|||0
A 7 9|||R:NOUN|||thinkers|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||improve|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||their|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||futures|||REQUIRED|||-NONE-|||0
A 15 16|||U:ADV||||||REQUIRED|||-NONE-|||0
A 16 17|||R:SPELL|||teachers|||REQUIRED|||-NONE-|||0
A 0 17|||R:OTHER|||Teachers|||REQUIRED|||-NONE-|||1
A 26 26|||M:OTHER|||so they can learn to think more deeply and benefit their future|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 12 13|||R:SPELL|||their|||REQUIRED|||-NONE-|||2
A 16 17|||R:SPELL|||teachers|||REQUIRED|||-NONE-|||2
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 6 8|||R:OTHER|||deep-thinking|||REQUIRED|||-NONE-|||3
A 10 12|||R:OTHER|||better|||REQUIRED|||-NONE-|||3
A 12 13|||R:SPELL|||their|||REQUIRED|||-NONE-|||3
A 16 17|||R:SPELL|||teachers|||REQUIRED|||-NONE-|||3

S In my case , I am working more than 200 hours a month , in order to get money required to pay back to a bank ( I borrowed some money for buying my house . ) .
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||0
A 31 32|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 32 33|||R:VERB:FORM|||buy|||REQUIRED|||-NONE-|||0
A 35 36|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 18 18|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 35 36|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 18 18|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||3
A 24 25|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 31 32|||R:PART|||to|||REQUIRED|||-NONE-|||3
A 32 33|||R:VERB:FORM|||buy|||REQUIRED|||-NONE-|||3
A 35 36|||U:PUNCT||||||REQUIRED|||-NONE-|||3

S because , student must do homework .
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:NUM|||Students|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Because|||REQUIRED|||-NONE-|||1
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Because|||REQUIRED|||-NONE-|||2
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 2 3|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Because|||REQUIRED|||-NONE-|||3
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 2 3|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||3

S it 's make a good partner .
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||0
A 1 3|||R:VERB:TENSE|||makes|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||1
A 1 3|||R:VERB:TENSE|||makes|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||2
A 1 3|||R:VERB:TENSE|||makes|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||3
A 1 3|||R:VERB:TENSE|||makes|||REQUIRED|||-NONE-|||3

S As a result , she could get a job that she badly wanted but she did n't expected because many people were flock to this company .
A 5 6|||R:OTHER|||was able to|||REQUIRED|||-NONE-|||0
A 14 15|||U:PRON||||||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:FORM|||expect|||REQUIRED|||-NONE-|||0
A 19 19|||M:ADV|||so|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:FORM|||flocking|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||expect to get|||REQUIRED|||-NONE-|||1
A 21 22|||U:VERB||||||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:TENSE|||flocked|||REQUIRED|||-NONE-|||1
A 14 15|||U:PRON||||||REQUIRED|||-NONE-|||2
A 17 18|||R:VERB|||expect to get|||REQUIRED|||-NONE-|||2
A 22 23|||R:VERB:FORM|||flocking|||REQUIRED|||-NONE-|||2
A 17 18|||R:VERB|||expect to|||REQUIRED|||-NONE-|||3
A 22 23|||R:VERB:FORM|||flocking|||REQUIRED|||-NONE-|||3

S Maybe for the ecologistics in twenty years there will be fewer cars in use than there are today not for the citizens that everyday must go to the office .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||ecologists|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 18 18|||M:OTHER|||, but|||REQUIRED|||-NONE-|||0
A 23 24|||U:ADV||||||REQUIRED|||-NONE-|||0
A 29 29|||M:ADV|||everyday|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||ecologists|||REQUIRED|||-NONE-|||1
A 4 7|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 14 14|||M:OTHER|||in twenty years|||REQUIRED|||-NONE-|||1
A 18 18|||M:OTHER|||, but|||REQUIRED|||-NONE-|||1
A 23 24|||U:ADV||||||REQUIRED|||-NONE-|||1
A 29 29|||M:ADV|||everyday|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||ecologists|||REQUIRED|||-NONE-|||2
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 23 24|||U:ADV||||||REQUIRED|||-NONE-|||2
A 27 28|||U:DET||||||REQUIRED|||-NONE-|||2
A 28 29|||R:NOUN:NUM|||offices|||REQUIRED|||-NONE-|||2
A 29 29|||M:OTHER|||every day|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||ecologists|||REQUIRED|||-NONE-|||3
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 18 18|||M:OTHER|||, but|||REQUIRED|||-NONE-|||3
A 23 24|||U:ADV||||||REQUIRED|||-NONE-|||3
A 29 29|||M:ADV|||everyday|||REQUIRED|||-NONE-|||3

S At this stage , youth require experience of older people to fight this depression .
A 5 6|||R:VERB:SVA|||requires|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||3

S In fact this device was different from its competitor products .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 9|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 9 9|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 9 9|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||3

S Also we do not have to care about other people , it means there is a privacy of us and we can talk loudly or might be able to sing .
A 10 11|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 11 12|||R:PRON|||we|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 13 17|||R:OTHER|||the freedom|||REQUIRED|||-NONE-|||0
A 17 22|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 25 29|||R:OTHER|||even|||REQUIRED|||-NONE-|||0
A 10 11|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 17 18|||R:PREP|||between|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 10 11|||R:PUNCT|||;|||REQUIRED|||-NONE-|||2
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||2
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 11 12|||R:PRON|||which|||REQUIRED|||-NONE-|||3
A 15 16|||R:OTHER|||more|||REQUIRED|||-NONE-|||3
A 17 18|||R:PREP|||for|||REQUIRED|||-NONE-|||3

S But i find out that the quality of the bat was very bad .
A 0 2|||U:CONJ|||I|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:TENSE|||found|||REQUIRED|||-NONE-|||0
A 1 2|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:TENSE|||found|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:TENSE|||found|||REQUIRED|||-NONE-|||2
A 1 2|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 2 3|||R:VERB:TENSE|||found|||REQUIRED|||-NONE-|||3

S some people only running to the work or used the undertairn , but if you have your cai you can used your car go to your work here .
A 0 1|||R:ORTH|||Some|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||run|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||using|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN|||subway|||REQUIRED|||-NONE-|||0
A 16 17|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 17 18|||R:SPELL|||car|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:FORM|||use|||REQUIRED|||-NONE-|||0
A 21 22|||R:DET|||that|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB|||drive|||REQUIRED|||-NONE-|||0
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Some|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN|||underground|||REQUIRED|||-NONE-|||1
A 17 18|||R:SPELL|||car|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Some|||REQUIRED|||-NONE-|||2
A 2 4|||R:OTHER|||walk|||REQUIRED|||-NONE-|||2
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||2
A 8 9|||R:VERB:TENSE|||use|||REQUIRED|||-NONE-|||2
A 10 11|||R:NOUN|||underground|||REQUIRED|||-NONE-|||2
A 16 17|||R:DET|||a|||REQUIRED|||-NONE-|||2
A 17 18|||R:SPELL|||car|||REQUIRED|||-NONE-|||2
A 20 21|||R:VERB:FORM|||use|||REQUIRED|||-NONE-|||2
A 21 22|||R:PRON|||it|||REQUIRED|||-NONE-|||2
A 22 23|||R:OTHER|||to|||REQUIRED|||-NONE-|||2
A 23 24|||R:VERB|||get|||REQUIRED|||-NONE-|||2
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||2
A 27 28|||U:ADV||||||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Some|||REQUIRED|||-NONE-|||3
A 3 4|||R:VERB:FORM|||run|||REQUIRED|||-NONE-|||3
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||3
A 8 9|||R:VERB:TENSE|||use|||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN|||subway|||REQUIRED|||-NONE-|||3
A 17 18|||R:SPELL|||car|||REQUIRED|||-NONE-|||3
A 20 21|||R:VERB:FORM|||use|||REQUIRED|||-NONE-|||3
A 21 22|||R:PRON|||it|||REQUIRED|||-NONE-|||3
A 22 23|||R:OTHER|||to|||REQUIRED|||-NONE-|||3
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||3

S government rising the tax on gasoline .
A 0 1|||R:ORTH|||Government|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB|||raised|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Government|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB|||is raising|||REQUIRED|||-NONE-|||1
A 0 0|||M:DET|||The|||REQUIRED|||-NONE-|||2
A 1 2|||R:VERB|||is raising|||REQUIRED|||-NONE-|||2
A 0 0|||M:DET|||The|||REQUIRED|||-NONE-|||3
A 1 2|||R:VERB|||is raising|||REQUIRED|||-NONE-|||3

S The professor also says that soy bean should be used as fod for the fish .
A 6 7|||R:NOUN:NUM|||beans|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||food|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||beans|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||food|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||beans|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||food|||REQUIRED|||-NONE-|||2
A 5 7|||R:NOUN|||soybeans|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||food|||REQUIRED|||-NONE-|||3

S He was successful aleady in his fields of living electric equipments , but , his began to new dominant of electronics technology and was succeed .
A 3 4|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||field|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||fixing|||REQUIRED|||-NONE-|||0
A 9 10|||R:MORPH|||electrical|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||equipment|||REQUIRED|||-NONE-|||0
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 14 15|||R:PRON|||he|||REQUIRED|||-NONE-|||0
A 17 18|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 18 19|||R:MORPH|||dominate|||REQUIRED|||-NONE-|||0
A 19 19|||M:OTHER|||of the field|||REQUIRED|||-NONE-|||0
A 24 25|||R:MORPH|||successful|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||already|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||equipment|||REQUIRED|||-NONE-|||1
A 14 15|||R:PRON|||he|||REQUIRED|||-NONE-|||1
A 17 17|||M:VERB|||dominate|||REQUIRED|||-NONE-|||1
A 18 20|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 24 25|||R:MORPH|||successful|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||already|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||field|||REQUIRED|||-NONE-|||2
A 2 2|||M:ADV|||already|||REQUIRED|||-NONE-|||3
A 3 4|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 6 7|||R:NOUN:NUM|||field|||REQUIRED|||-NONE-|||3
A 8 9|||R:VERB|||existing|||REQUIRED|||-NONE-|||3
A 9 10|||R:MORPH|||electrical|||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN:NUM|||equipment|||REQUIRED|||-NONE-|||3
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 14 15|||R:PRON|||he|||REQUIRED|||-NONE-|||3
A 15 16|||R:VERB|||entered|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||a|||REQUIRED|||-NONE-|||3
A 18 19|||R:NOUN|||domain|||REQUIRED|||-NONE-|||3
A 23 25|||R:VERB:TENSE|||succeeded|||REQUIRED|||-NONE-|||3

S A good company hires goods buzzers , these buzzers do not lie to consumers , that they use there words to let consumers know the goods is real , they do not praise the goods .
A 15 16|||U:PREP||||||REQUIRED|||-NONE-|||0
A 26 27|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 15 16|||U:PREP||||||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||their|||REQUIRED|||-NONE-|||1
A 24 24|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 26 27|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN|||promoters|||REQUIRED|||-NONE-|||3
A 6 7|||R:OTHER|||and|||REQUIRED|||-NONE-|||3
A 8 9|||R:NOUN|||promoters|||REQUIRED|||-NONE-|||3
A 15 16|||R:OTHER|||but|||REQUIRED|||-NONE-|||3
A 18 19|||R:SPELL|||their|||REQUIRED|||-NONE-|||3
A 24 24|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 25 26|||R:NOUN|||benefits|||REQUIRED|||-NONE-|||3
A 26 27|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||3
A 28 29|||R:OTHER|||and|||REQUIRED|||-NONE-|||3

S Travelling in a group especially with a tour guide , helps us to make our trip be more productive .
A 0 1|||R:VERB:FORM|||Traveling|||REQUIRED|||-NONE-|||0
A 4 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 17|||U:VERB||||||REQUIRED|||-NONE-|||0
A 19 19|||M:OTHER|||, especially with a tour guide|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 16 17|||U:VERB||||||REQUIRED|||-NONE-|||1
A 0 1|||R:VERB:FORM|||Traveling|||REQUIRED|||-NONE-|||2
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 16 17|||U:VERB||||||REQUIRED|||-NONE-|||2
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 16 17|||U:VERB||||||REQUIRED|||-NONE-|||3

S On the other hand , the reading passage states that using chemicals is clearly not such a good idea because it can develop parasitic infections in the human body .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 22 22|||M:OTHER|||cause the|||REQUIRED|||-NONE-|||1
A 22 23|||R:MORPH|||development|||REQUIRED|||-NONE-|||1
A 23 23|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 20 21|||R:PRON|||they|||REQUIRED|||-NONE-|||2
A 22 23|||R:VERB|||create|||REQUIRED|||-NONE-|||2
A 20 21|||U:PRON||||||REQUIRED|||-NONE-|||3
A 21 25|||R:WO|||parasitic infections can develop|||REQUIRED|||-NONE-|||3

S When they down to the forest then produced fire .
A 2 2|||M:VERB|||went|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB|||went|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 2 2|||M:VERB|||got|||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||they|||REQUIRED|||-NONE-|||2
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 2 2|||M:VERB|||cut|||REQUIRED|||-NONE-|||3
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||3
A 6 7|||R:OTHER|||, that|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB|||caused|||REQUIRED|||-NONE-|||3
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||3

S So both the lecture an the reading think that other arcaeologist monuments in the area from Kingdom period .
A 4 5|||R:SPELL|||and|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||archaeological|||REQUIRED|||-NONE-|||0
A 15 15|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||lecturer|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||and|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||readings|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||state|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||archaeological|||REQUIRED|||-NONE-|||1
A 15 15|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||and|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN|||text|||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||state|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||archaeological|||REQUIRED|||-NONE-|||2
A 15 15|||M:VERB|||are|||REQUIRED|||-NONE-|||2
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 0 2|||U:ADV|||Both|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||and|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB|||argue|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||archaeological|||REQUIRED|||-NONE-|||3
A 15 15|||M:VERB|||are|||REQUIRED|||-NONE-|||3
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||3

S If I have one sujest .
A 1 1|||M:OTHER|||I may ,|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN|||suggestion|||REQUIRED|||-NONE-|||0
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN|||suggestion|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN|||suggestion|||REQUIRED|||-NONE-|||2
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||3
A 4 5|||R:NOUN|||suggestion|||REQUIRED|||-NONE-|||3

S To be sure , we Japanese take part in destroying enviroment because we consume most wood .
A 7 7|||M:OTHER|||a large|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||environment|||REQUIRED|||-NONE-|||0
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||environment|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||the|||REQUIRED|||-NONE-|||2
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||environment|||REQUIRED|||-NONE-|||2
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||environment|||REQUIRED|||-NONE-|||3
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||3

S So i asked my student , how did he think about my lesson , and tried to find out where the proublem it is .
A 1 2|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||problem|||REQUIRED|||-NONE-|||0
A 1 2|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 5 8|||R:OTHER|||what|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:TENSE|||thought|||REQUIRED|||-NONE-|||1
A 21 22|||R:SPELL|||problem|||REQUIRED|||-NONE-|||1
A 22 23|||U:PRON||||||REQUIRED|||-NONE-|||1
A 5 8|||R:OTHER|||what|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB:TENSE|||thought|||REQUIRED|||-NONE-|||2
A 15 15|||M:PRON|||I|||REQUIRED|||-NONE-|||2
A 19 20|||R:OTHER|||what|||REQUIRED|||-NONE-|||2
A 21 22|||R:SPELL|||problem|||REQUIRED|||-NONE-|||2
A 22 24|||R:OTHER|||was|||REQUIRED|||-NONE-|||2
A 1 2|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 5 8|||R:OTHER|||what|||REQUIRED|||-NONE-|||3
A 9 10|||R:VERB:TENSE|||thought|||REQUIRED|||-NONE-|||3
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 21 22|||R:SPELL|||problem|||REQUIRED|||-NONE-|||3
A 22 24|||R:OTHER|||was|||REQUIRED|||-NONE-|||3

S That means if I have an broad knowledge in politics then I m aware that 'where to speak what ' .
A 5 6|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||of|||REQUIRED|||-NONE-|||0
A 12 13|||R:CONTR|||'m|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB|||say|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 2 2|||M:PREP|||that|||REQUIRED|||-NONE-|||2
A 5 6|||R:DET|||a|||REQUIRED|||-NONE-|||2
A 8 9|||R:PREP|||of|||REQUIRED|||-NONE-|||2
A 12 13|||R:VERB|||am|||REQUIRED|||-NONE-|||2
A 14 15|||R:OTHER|||of|||REQUIRED|||-NONE-|||2
A 17 18|||R:VERB|||say|||REQUIRED|||-NONE-|||2
A 19 21|||R:WO|||. '|||REQUIRED|||-NONE-|||2
A 2 2|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 5 6|||R:DET|||a|||REQUIRED|||-NONE-|||3
A 8 9|||R:PREP|||of|||REQUIRED|||-NONE-|||3
A 10 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 12 13|||R:CONTR|||'m|||REQUIRED|||-NONE-|||3
A 14 15|||R:OTHER|||of|||REQUIRED|||-NONE-|||3

S he also tells fact concepts to the students .
A 0 1|||R:ORTH|||He|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||teaches|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||He|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||explains|||REQUIRED|||-NONE-|||1
A 3 4|||R:MORPH|||factual|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||He|||REQUIRED|||-NONE-|||2
A 3 4|||R:NOUN:NUM|||facts|||REQUIRED|||-NONE-|||2
A 4 4|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||He|||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN:NUM|||facts|||REQUIRED|||-NONE-|||3
A 4 4|||M:CONJ|||and|||REQUIRED|||-NONE-|||3

S That was a very beautiful dream in my mind at that time .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S After majoring in any feild of studies a student can not adjust immidiatly with the practical world .
A 4 5|||R:SPELL|||field|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||study ,|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||immediately|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||field|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||study|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||immediately|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 15 16|||R:ADJ|||real|||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||a|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||field|||REQUIRED|||-NONE-|||2
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 12 13|||R:SPELL|||immediately|||REQUIRED|||-NONE-|||2
A 13 14|||R:PREP|||in|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||field|||REQUIRED|||-NONE-|||3
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 12 13|||R:SPELL|||immediately|||REQUIRED|||-NONE-|||3
A 13 14|||R:PREP|||to|||REQUIRED|||-NONE-|||3

S By contrast , the lecture claims that quality of discussion is the most important instead of the numbers of discussion .
A 17 18|||R:NOUN|||amount|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 11 13|||R:OTHER|||more|||REQUIRED|||-NONE-|||1
A 14 16|||R:OTHER|||than|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||number|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||discussions|||REQUIRED|||-NONE-|||1
A 11 13|||R:OTHER|||more|||REQUIRED|||-NONE-|||2
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 16 17|||R:SPELL|||than|||REQUIRED|||-NONE-|||2
A 17 18|||R:NOUN|||quantity|||REQUIRED|||-NONE-|||2
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 12 13|||R:ADV|||more|||REQUIRED|||-NONE-|||3
A 14 16|||R:OTHER|||than|||REQUIRED|||-NONE-|||3
A 17 18|||R:NOUN:NUM|||number|||REQUIRED|||-NONE-|||3
A 19 20|||R:NOUN:NUM|||discussions|||REQUIRED|||-NONE-|||3

S Concepts of a subject gives us the background of main streams of a subject we are going to learn and study .
A 4 5|||R:VERB:SVA|||give|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 10 14|||R:OTHER|||ideas|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||give|||REQUIRED|||-NONE-|||1
A 8 8|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 10 14|||R:OTHER|||topics that|||REQUIRED|||-NONE-|||1
A 0 0|||M:DET|||The|||REQUIRED|||-NONE-|||2
A 0 1|||R:NOUN:NUM|||concept|||REQUIRED|||-NONE-|||2
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 0 1|||M:OTHER|||Presenting the concepts|||REQUIRED|||-NONE-|||3
A 6 9|||R:WO|||background of the|||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN|||areas|||REQUIRED|||-NONE-|||3
A 12 13|||R:DET|||the|||REQUIRED|||-NONE-|||3

S I will outline in the below paragraphs my arguments in favor of this statement .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||following|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB|||following|||REQUIRED|||-NONE-|||3

S this example proves that knowing the fact is less important compare to knowing the concepts related to it .
A 0 1|||R:ORTH|||This|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||compared|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||This|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:FORM|||compared|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||This|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||facts|||REQUIRED|||-NONE-|||2
A 10 12|||R:OTHER|||than|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||This|||REQUIRED|||-NONE-|||3
A 6 7|||R:NOUN:NUM|||facts|||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB:FORM|||compared|||REQUIRED|||-NONE-|||3

S Einstien 's seminal theory of relativity is proved by facts .
A 0 1|||R:SPELL|||Einstein|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Einstein|||REQUIRED|||-NONE-|||1
A 3 4|||R:ORTH|||Theory|||REQUIRED|||-NONE-|||1
A 5 6|||R:ORTH|||Relativity|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Einstein|||REQUIRED|||-NONE-|||2
A 7 8|||R:VERB:FORM|||proven|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||Einstein|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB:FORM|||proven|||REQUIRED|||-NONE-|||3

S While i was there someone tried to steal my bag and passport .
A 1 2|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 0 5|||U:OTHER|||Someone|||REQUIRED|||-NONE-|||1
A 12 12|||M:OTHER|||while I was there|||REQUIRED|||-NONE-|||1
A 0 5|||U:OTHER|||Someone|||REQUIRED|||-NONE-|||2
A 12 12|||M:OTHER|||while I was there|||REQUIRED|||-NONE-|||2
A 1 2|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S Second the rouds can not be damged because raising the tax there will be much less cars .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||rounds|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||damaged|||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB||||||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||when|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||taxes are raised|||REQUIRED|||-NONE-|||0
A 14 16|||R:OTHER|||fewer|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||roads|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:TENSE|||wo|||REQUIRED|||-NONE-|||1
A 4 5|||R:CONTR|||n't|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||damaged|||REQUIRED|||-NONE-|||1
A 13 15|||R:OTHER|||mean|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||roads|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||damaged|||REQUIRED|||-NONE-|||2
A 8 8|||M:PREP|||by|||REQUIRED|||-NONE-|||2
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 14 15|||R:ADV|||far|||REQUIRED|||-NONE-|||2
A 15 16|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||2
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 2 3|||R:SPELL|||roads|||REQUIRED|||-NONE-|||3
A 6 7|||R:SPELL|||damaged|||REQUIRED|||-NONE-|||3
A 8 9|||R:OTHER|||, with|||REQUIRED|||-NONE-|||3
A 10 10|||M:VERB|||rising|||REQUIRED|||-NONE-|||3
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 14 15|||R:OTHER|||many|||REQUIRED|||-NONE-|||3
A 15 16|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||3

S Second , the scroll lists are huge gold like 35 kilograms , so it is price will be more bigger different .
A 5 6|||R:VERB|||contain|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||up|||REQUIRED|||-NONE-|||0
A 9 9|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 14 15|||R:CONTR|||'s|||REQUIRED|||-NONE-|||0
A 18 20|||R:ADV|||largely|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 0 1|||R:MORPH|||Secondly|||REQUIRED|||-NONE-|||2
A 7 9|||R:OTHER|||, gold-like , and|||REQUIRED|||-NONE-|||2
A 14 15|||R:CONTR|||'s|||REQUIRED|||-NONE-|||2
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||2
A 19 21|||R:ADJ|||higher|||REQUIRED|||-NONE-|||2
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||3
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 13 14|||R:DET|||its|||REQUIRED|||-NONE-|||3
A 14 15|||U:VERB||||||REQUIRED|||-NONE-|||3
A 17 18|||R:OTHER|||differ by|||REQUIRED|||-NONE-|||3
A 18 19|||R:OTHER|||a|||REQUIRED|||-NONE-|||3
A 20 21|||R:NOUN|||amount|||REQUIRED|||-NONE-|||3

S I dont have a car but i dreaming it off .
A 1 2|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||0
A 6 7|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||dream|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 9 10|||U:PART||||||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||1
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||I am|||REQUIRED|||-NONE-|||1
A 8 8|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 9 10|||U:PART||||||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||2
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 7 7|||M:VERB:TENSE|||am|||REQUIRED|||-NONE-|||2
A 8 8|||M:PREP|||of|||REQUIRED|||-NONE-|||2
A 9 10|||U:PART||||||REQUIRED|||-NONE-|||2
A 1 2|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||3
A 6 7|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB:FORM|||dream|||REQUIRED|||-NONE-|||3
A 8 8|||M:PREP|||about|||REQUIRED|||-NONE-|||3
A 9 10|||U:PART||||||REQUIRED|||-NONE-|||3

S Because the rest of the period the way they work could be different .
A 1 1|||M:PREP|||during|||REQUIRED|||-NONE-|||0
A 1 1|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 1 1|||M:OTHER|||the way they work for|||REQUIRED|||-NONE-|||2
A 6 10|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 1 1|||M:PREP|||of|||REQUIRED|||-NONE-|||3
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S This will definitely cause some promblems .
A 5 6|||R:SPELL|||problems|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||problems|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||problems|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||problems|||REQUIRED|||-NONE-|||3

S Nowadays each of the family member owns a car .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||own|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN:NUM|||members|||REQUIRED|||-NONE-|||3

S When you are able to understand ideas and concepts and with this are able to understand structures of thinking this can help you a lot .
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 19 19|||M:OTHER|||, then|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S In America , alot of family have more than one cars , and futhermore some of them have three or four .
A 3 4|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||families|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||car|||REQUIRED|||-NONE-|||0
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||furthermore|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||families|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||car|||REQUIRED|||-NONE-|||1
A 13 14|||U:VERB||||||REQUIRED|||-NONE-|||1
A 17 17|||M:ADV|||even|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||a|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||lot|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN:NUM|||families|||REQUIRED|||-NONE-|||2
A 10 11|||R:NOUN:NUM|||car|||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||furthermore|||REQUIRED|||-NONE-|||2
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 3 4|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||3
A 5 6|||R:NOUN:NUM|||families|||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN:NUM|||car|||REQUIRED|||-NONE-|||3
A 11 13|||R:WO|||and ,|||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||furthermore|||REQUIRED|||-NONE-|||3
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S Thus i see more people opting for their own car in the near future .
A 1 2|||M:PUNCT|||, I|||REQUIRED|||-NONE-|||0
A 1 2|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 1 2|||R:ORTH|||I|||REQUIRED|||-NONE-|||2
A 1 2|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 9 10|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||3

S So people who they do not give enough time to helping their communities , they should repair this .
A 3 4|||U:PRON||||||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB|||remedy|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||that|||REQUIRED|||-NONE-|||0
A 3 4|||U:PRON||||||REQUIRED|||-NONE-|||1
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 3 4|||U:PRON||||||REQUIRED|||-NONE-|||2
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 0 2|||U:ADV|||People|||REQUIRED|||-NONE-|||3
A 3 4|||U:PRON||||||REQUIRED|||-NONE-|||3
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||3

S Otherwise , he/she may feel inadequate one day if he/she furthers his/her study .
A 2 2|||M:PRON|||he|||REQUIRED|||-NONE-|||0
A 2 2|||M:CONJ|||or|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||she|||REQUIRED|||-NONE-|||0
A 9 9|||M:PRON|||he|||REQUIRED|||-NONE-|||0
A 9 9|||M:CONJ|||or|||REQUIRED|||-NONE-|||0
A 9 10|||R:PRON|||she|||REQUIRED|||-NONE-|||0
A 11 11|||M:DET|||his|||REQUIRED|||-NONE-|||0
A 11 11|||M:CONJ|||or|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||her|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Most of us will understand better when the ideas and the concepts of the war is shown and we can get vey exited with it .
A 21 22|||R:SPELL|||very|||REQUIRED|||-NONE-|||0
A 22 23|||R:SPELL|||excited|||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||very|||REQUIRED|||-NONE-|||1
A 22 23|||R:SPELL|||excited|||REQUIRED|||-NONE-|||1
A 23 24|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||2
A 21 22|||R:SPELL|||very|||REQUIRED|||-NONE-|||2
A 22 23|||R:SPELL|||excited|||REQUIRED|||-NONE-|||2
A 23 24|||R:PREP|||about|||REQUIRED|||-NONE-|||2
A 12 13|||R:PREP|||behind|||REQUIRED|||-NONE-|||3
A 15 16|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||3
A 21 22|||R:SPELL|||very|||REQUIRED|||-NONE-|||3
A 22 23|||R:SPELL|||excited|||REQUIRED|||-NONE-|||3
A 23 24|||R:PREP|||by|||REQUIRED|||-NONE-|||3

S So what shall I do ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S I could not give much time to any of the sport so that i could be a great sportman .
A 4 5|||R:OTHER|||the necessary|||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||sports|||REQUIRED|||-NONE-|||0
A 11 12|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 12 13|||U:PREP||||||REQUIRED|||-NONE-|||0
A 13 14|||U:PRON||||||REQUIRED|||-NONE-|||0
A 14 16|||R:VERB|||become|||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||at them|||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||sports|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 14|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||sportsman|||REQUIRED|||-NONE-|||1
A 4 5|||R:ADJ|||enough|||REQUIRED|||-NONE-|||2
A 10 11|||R:NOUN:NUM|||sports|||REQUIRED|||-NONE-|||2
A 11 15|||R:OTHER|||to|||REQUIRED|||-NONE-|||2
A 18 19|||R:SPELL|||sportsman|||REQUIRED|||-NONE-|||2
A 10 11|||R:NOUN:NUM|||sports|||REQUIRED|||-NONE-|||3
A 11 12|||R:PART|||to|||REQUIRED|||-NONE-|||3
A 12 13|||U:PREP||||||REQUIRED|||-NONE-|||3
A 13 14|||U:PRON||||||REQUIRED|||-NONE-|||3
A 14 16|||R:VERB|||become|||REQUIRED|||-NONE-|||3
A 18 19|||R:NOUN|||athlete|||REQUIRED|||-NONE-|||3

S For example ; Smoking , I know that smoking is bad .
A 2 4|||R:PUNCT|||, smoking|||REQUIRED|||-NONE-|||0
A 4 5|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 2 4|||R:PUNCT|||, smoking|||REQUIRED|||-NONE-|||1
A 4 5|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 2 3|||R:PUNCT|||:|||REQUIRED|||-NONE-|||2
A 2 4|||R:PUNCT|||, smoking|||REQUIRED|||-NONE-|||3
A 4 5|||R:PUNCT|||:|||REQUIRED|||-NONE-|||3

S This degree would enable me to branch out and look into other fields that involve some basic engineering .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S When someone did a legal behavior , he has to justified by law .
A 10 10|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||engages|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||in|||REQUIRED|||-NONE-|||1
A 4 5|||R:ADJ|||illegal|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||be served justice|||REQUIRED|||-NONE-|||1
A 12 12|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 2 6|||R:OTHER|||behaved illegally|||REQUIRED|||-NONE-|||2
A 10 10|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB|||performs|||REQUIRED|||-NONE-|||3
A 8 10|||R:VERB|||is|||REQUIRED|||-NONE-|||3
A 12 12|||M:DET|||the|||REQUIRED|||-NONE-|||3

S Therefore , I am going to tell about this question thorough my experiences .
A 6 8|||R:OTHER|||ask|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||using|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||answer|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 6 8|||R:OTHER|||answer|||REQUIRED|||-NONE-|||2
A 10 11|||R:OTHER|||using|||REQUIRED|||-NONE-|||2
A 6 8|||R:OTHER|||answer|||REQUIRED|||-NONE-|||3
A 10 11|||R:OTHER|||with|||REQUIRED|||-NONE-|||3

S Lastly , for the economic reason , it is not beneficial becasue the cost of the equipment abd staff required to control fires is very expensive .
A 11 12|||R:SPELL|||because|||REQUIRED|||-NONE-|||0
A 17 18|||R:SPELL|||and|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||reasons|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||because|||REQUIRED|||-NONE-|||1
A 17 18|||R:SPELL|||and|||REQUIRED|||-NONE-|||1
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN:NUM|||reasons|||REQUIRED|||-NONE-|||2
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||because|||REQUIRED|||-NONE-|||2
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||2
A 17 18|||R:SPELL|||and|||REQUIRED|||-NONE-|||2
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||3
A 5 6|||R:NOUN:NUM|||reasons|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||because|||REQUIRED|||-NONE-|||3
A 17 18|||R:SPELL|||and|||REQUIRED|||-NONE-|||3

S then there chance to shift him other parts of cricket .
A 0 1|||R:ORTH|||Then|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Then|||REQUIRED|||-NONE-|||1
A 2 2|||M:OTHER|||is a|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||teach|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Then|||REQUIRED|||-NONE-|||2
A 2 2|||M:OTHER|||is a|||REQUIRED|||-NONE-|||2
A 6 6|||M:PREP|||to|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Then|||REQUIRED|||-NONE-|||3
A 2 2|||M:VERB|||is|||REQUIRED|||-NONE-|||3
A 6 6|||M:PREP|||to|||REQUIRED|||-NONE-|||3

S First of all , He argued that Amrican will not ignor the `` ecocertified '' as there are so many advertisiment now .
A 4 5|||R:ORTH|||he|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||America|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||ignore|||REQUIRED|||-NONE-|||0
A 20 21|||R:SPELL|||advertised|||REQUIRED|||-NONE-|||0
A 4 5|||R:ORTH|||he|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||Americans|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||ignore|||REQUIRED|||-NONE-|||1
A 20 21|||R:SPELL|||advertisements|||REQUIRED|||-NONE-|||1
A 4 5|||R:ORTH|||he|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||Americans|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||ignore|||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||eco-certified|||REQUIRED|||-NONE-|||2
A 20 21|||R:SPELL|||advertisements|||REQUIRED|||-NONE-|||2
A 4 5|||R:ORTH|||he|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||Americans|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||ignore|||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||ecocertification|||REQUIRED|||-NONE-|||3
A 20 21|||R:SPELL|||advertisements|||REQUIRED|||-NONE-|||3

S The reasons and examples will belowed this eassy to support my opinion .
A 4 5|||R:VERB|||given|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||below|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||in|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||my|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||essay|||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||show|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||essay|||REQUIRED|||-NONE-|||1
A 4 5|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||below|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||essay|||REQUIRED|||-NONE-|||2
A 8 9|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||2
A 4 5|||R:VERB|||listed|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||below|||REQUIRED|||-NONE-|||3
A 6 6|||M:PREP|||in|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||essay|||REQUIRED|||-NONE-|||3
A 8 9|||U:VERB:FORM||||||REQUIRED|||-NONE-|||3

S But factully Secondly , It need to experiance .
A 1 2|||R:SPELL|||factually|||REQUIRED|||-NONE-|||0
A 2 3|||R:MORPH|||second|||REQUIRED|||-NONE-|||0
A 4 5|||R:ORTH|||it|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||experience|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||factually|||REQUIRED|||-NONE-|||1
A 2 3|||R:ORTH|||secondly|||REQUIRED|||-NONE-|||1
A 4 5|||R:ORTH|||it|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||experience|||REQUIRED|||-NONE-|||1
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 4 5|||M:ADV|||factually it|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||2
A 7 8|||R:VERB|||be experienced|||REQUIRED|||-NONE-|||2
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 4 5|||R:ORTH|||it|||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB:SVA|||needs|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||experience|||REQUIRED|||-NONE-|||3

S A student who chooses to study at university has to become well acquainted with different methods of expanding current ideas and concepts .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 17 18|||R:VERB|||explaining|||REQUIRED|||-NONE-|||3

S Therefore french revolution happend in the middle age in Eruope because of that reasons . ''
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 1 3|||R:ORTH|||French Revolution|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||happened|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||ages|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||Europe|||REQUIRED|||-NONE-|||0
A 12 13|||R:DET|||those|||REQUIRED|||-NONE-|||0
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||The|||REQUIRED|||-NONE-|||1
A 1 3|||R:ORTH|||French Revolution|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||happened|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||ages|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||Europe|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||reason|||REQUIRED|||-NONE-|||1
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 1 1|||M:OTHER|||, the|||REQUIRED|||-NONE-|||2
A 1 2|||R:ORTH|||French|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||happened|||REQUIRED|||-NONE-|||2
A 6 8|||R:OTHER|||middle-age|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||Europe|||REQUIRED|||-NONE-|||2
A 12 13|||R:DET|||these|||REQUIRED|||-NONE-|||2
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 1 1|||M:OTHER|||, the|||REQUIRED|||-NONE-|||3
A 1 2|||R:ORTH|||French|||REQUIRED|||-NONE-|||3
A 3 4|||R:SPELL|||happened|||REQUIRED|||-NONE-|||3
A 6 7|||R:ORTH|||Middle|||REQUIRED|||-NONE-|||3
A 7 8|||R:MORPH|||Ages|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||Europe|||REQUIRED|||-NONE-|||3
A 10 11|||R:PREP|||due|||REQUIRED|||-NONE-|||3
A 11 12|||R:PREP|||to|||REQUIRED|||-NONE-|||3
A 12 13|||R:DET|||those|||REQUIRED|||-NONE-|||3

S It is therefore important for the respective governments and international bodies to try and reduce the negative consequences of this trend .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S It mentions about the cane toad which threatens many local species in Australia .
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 2 3|||U:PREP||||||REQUIRED|||-NONE-|||2
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 1 3|||R:OTHER|||discusses|||REQUIRED|||-NONE-|||3
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S This will help to creat brotherhood realtionship .
A 4 5|||R:SPELL|||create|||REQUIRED|||-NONE-|||0
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||create|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||relationship|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||create|||REQUIRED|||-NONE-|||2
A 5 5|||M:OTHER|||relationships like|||REQUIRED|||-NONE-|||2
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 3 5|||R:VERB|||create|||REQUIRED|||-NONE-|||3
A 5 5|||M:OTHER|||a relationship of|||REQUIRED|||-NONE-|||3
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||3

S By trial and error I succeedded which gave me a very good feeling about myself .
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||succeeded|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||made|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||feel|||REQUIRED|||-NONE-|||0
A 12 13|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||I succeeded by|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||succeeded|||REQUIRED|||-NONE-|||2
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||succeeded|||REQUIRED|||-NONE-|||3
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S As we know that fish is taken as a meal it is harmful for the human beings to do fish farming .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||when|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||humans|||REQUIRED|||-NONE-|||1
A 16 17|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB|||perform|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB|||eaten|||REQUIRED|||-NONE-|||3
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S Although understanding the concepts is important , sometimes facts are the only solution for them to learn .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||solutions|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||requirement|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S And the prasdent of compeny lake Toyota or Ford , they successful because they know how to start ther compeny and makeing a smart thing .
A 2 3|||R:SPELL|||presidents|||REQUIRED|||-NONE-|||0
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||company|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||like|||REQUIRED|||-NONE-|||0
A 9 11|||R:OTHER|||are|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||their|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||company|||REQUIRED|||-NONE-|||0
A 21 22|||R:VERB:INFL|||make|||REQUIRED|||-NONE-|||0
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN:NUM|||things|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||presidents|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||companies|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||like|||REQUIRED|||-NONE-|||1
A 7 8|||R:CONJ|||and|||REQUIRED|||-NONE-|||1
A 9 10|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 11 11|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB|||run|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||their|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||company|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:INFL|||make|||REQUIRED|||-NONE-|||1
A 24 25|||R:NOUN|||product|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||presidents|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||companies|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||like|||REQUIRED|||-NONE-|||2
A 11 11|||M:VERB|||were|||REQUIRED|||-NONE-|||2
A 14 15|||R:VERB:TENSE|||knew|||REQUIRED|||-NONE-|||2
A 18 19|||R:SPELL|||their|||REQUIRED|||-NONE-|||2
A 19 20|||R:SPELL|||companies|||REQUIRED|||-NONE-|||2
A 21 22|||R:VERB:INFL|||make|||REQUIRED|||-NONE-|||2
A 24 25|||R:NOUN|||product|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||president|||REQUIRED|||-NONE-|||3
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||company|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||like|||REQUIRED|||-NONE-|||3
A 9 11|||R:OTHER|||are|||REQUIRED|||-NONE-|||3
A 18 19|||R:SPELL|||their|||REQUIRED|||-NONE-|||3
A 19 20|||R:SPELL|||companies|||REQUIRED|||-NONE-|||3
A 21 22|||R:VERB:INFL|||make|||REQUIRED|||-NONE-|||3
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||3
A 24 25|||R:NOUN:NUM|||things|||REQUIRED|||-NONE-|||3

S Instead , they would help with the house or with farming .
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S but lecturer shows different angle of the systm ...
A 0 1|||R:OTHER|||The|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||system|||REQUIRED|||-NONE-|||0
A 8 9|||R:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||1
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||angles|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||system|||REQUIRED|||-NONE-|||1
A 8 9|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||2
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 4 5|||R:NOUN:NUM|||angles|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||system|||REQUIRED|||-NONE-|||2
A 8 9|||R:PUNCT|||.|||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||The|||REQUIRED|||-NONE-|||3
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 4 5|||R:NOUN|||side|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||system|||REQUIRED|||-NONE-|||3

S People will buy more cars and take advantage of this mode of transportation in the days ahead .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S annd we can save many time cthe the second , the tour guide will be interduce the spot of enqui culture , then we can enjoy the deedly trip , not only go over thereto stay a few time .
A 0 2|||U:ADJ|||We|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||a lot of|||REQUIRED|||-NONE-|||0
A 6 10|||R:OTHER|||with|||REQUIRED|||-NONE-|||0
A 13 16|||R:VERB|||introducing|||REQUIRED|||-NONE-|||0
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 19 20|||R:ORTH|||Enqui|||REQUIRED|||-NONE-|||0
A 22 23|||R:OTHER|||allowing|||REQUIRED|||-NONE-|||0
A 23 24|||R:PRON|||us|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB:TENSE|||to|||REQUIRED|||-NONE-|||0
A 26 26|||M:OTHER|||more of|||REQUIRED|||-NONE-|||0
A 27 28|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 29 34|||R:OTHER|||and maximize|||REQUIRED|||-NONE-|||0
A 34 35|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 35 38|||R:OTHER|||efficiency of our|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||And|||REQUIRED|||-NONE-|||1
A 6 7|||U:VERB||||||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB|||introducing|||REQUIRED|||-NONE-|||1
A 27 28|||U:ADJ||||||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||And|||REQUIRED|||-NONE-|||2
A 6 7|||U:VERB||||||REQUIRED|||-NONE-|||2
A 15 16|||R:VERB|||introducing|||REQUIRED|||-NONE-|||2
A 27 28|||U:ADJ||||||REQUIRED|||-NONE-|||2
A 0 2|||U:ADJ|||We|||REQUIRED|||-NONE-|||3
A 4 5|||U:ADJ||||||REQUIRED|||-NONE-|||3
A 6 10|||R:OTHER|||because|||REQUIRED|||-NONE-|||3
A 14 16|||R:VERB|||introduce|||REQUIRED|||-NONE-|||3
A 16 16|||M:PRON|||us|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||to|||REQUIRED|||-NONE-|||3
A 17 18|||R:NOUN|||places|||REQUIRED|||-NONE-|||3
A 19 20|||R:ADJ|||cultural|||REQUIRED|||-NONE-|||3
A 20 21|||R:NOUN|||inquiry|||REQUIRED|||-NONE-|||3
A 22 22|||M:CONJ|||and|||REQUIRED|||-NONE-|||3
A 27 28|||R:ADJ|||actual|||REQUIRED|||-NONE-|||3
A 34 35|||R:ORTH|||there to|||REQUIRED|||-NONE-|||3
A 37 38|||R:ADJ|||short|||REQUIRED|||-NONE-|||3

S Understand how they work would give students a better lesson .
A 0 1|||R:VERB:FORM|||Understanding|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||provide|||REQUIRED|||-NONE-|||0
A 0 1|||R:VERB:FORM|||Understanding|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||provide|||REQUIRED|||-NONE-|||1
A 7 7|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 0 1|||R:VERB:FORM|||Understanding|||REQUIRED|||-NONE-|||2
A 0 1|||R:VERB:FORM|||Understanding|||REQUIRED|||-NONE-|||3

S Scond , Menzied points that chinese ships in the 1400s used very distinctive anchors that were round stones with a hole in the middle .
A 0 1|||R:SPELL|||Second|||REQUIRED|||-NONE-|||0
A 4 4|||M:PART|||out|||REQUIRED|||-NONE-|||0
A 5 6|||R:ORTH|||Chinese|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||1400 's|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Second|||REQUIRED|||-NONE-|||1
A 4 4|||M:PART|||out|||REQUIRED|||-NONE-|||1
A 5 6|||R:ORTH|||Chinese|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Secondly|||REQUIRED|||-NONE-|||2
A 4 4|||M:PART|||out|||REQUIRED|||-NONE-|||2
A 5 6|||R:ORTH|||Chinese|||REQUIRED|||-NONE-|||2
A 9 10|||R:OTHER|||1400 's|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||Second|||REQUIRED|||-NONE-|||3
A 4 4|||M:PART|||out|||REQUIRED|||-NONE-|||3
A 5 6|||R:ORTH|||Chinese|||REQUIRED|||-NONE-|||3

S Young people can work easily and can search any information in a few minutes .
A 8 8|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||with ease|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||find|||REQUIRED|||-NONE-|||1
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||2
A 3 5|||R:WO|||easily work|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||for|||REQUIRED|||-NONE-|||2
A 6 8|||R:VERB|||find|||REQUIRED|||-NONE-|||3

S It can certainly be the case .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S In a group trip , we are forced to the goup time schedules .
A 9 9|||M:VERB|||follow|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||group|||REQUIRED|||-NONE-|||0
A 9 9|||M:VERB|||follow|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||group|||REQUIRED|||-NONE-|||1
A 0 1|||R:PREP|||On|||REQUIRED|||-NONE-|||2
A 9 10|||R:OTHER|||adhere|||REQUIRED|||-NONE-|||2
A 10 11|||R:PREP|||to|||REQUIRED|||-NONE-|||2
A 9 9|||M:VERB|||follow|||REQUIRED|||-NONE-|||3
A 10 11|||R:OTHER|||group 's|||REQUIRED|||-NONE-|||3

S Probably , by using my own car this would have been much more difficult and stressful , if not impossible .
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 0 3|||U:OTHER|||By|||REQUIRED|||-NONE-|||2
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 8 8|||M:ADV|||probably|||REQUIRED|||-NONE-|||2
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S Help others and make we all live in a confortable home .
A 4 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||comfortable|||REQUIRED|||-NONE-|||0
A 11 11|||M:OTHER|||for all|||REQUIRED|||-NONE-|||0
A 4 4|||M:ADJ|||sure|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||comfortable|||REQUIRED|||-NONE-|||1
A 3 4|||U:VERB||||||REQUIRED|||-NONE-|||2
A 5 5|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||comfortable|||REQUIRED|||-NONE-|||2
A 0 1|||R:VERB:FORM|||Helping|||REQUIRED|||-NONE-|||3
A 2 3|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 3 4|||R:VERB:SVA|||makes|||REQUIRED|||-NONE-|||3
A 4 5|||R:PRON|||us|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||comfortable|||REQUIRED|||-NONE-|||3

S there may be global warming because of lacking of cooling .
A 0 1|||R:ORTH|||There|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||the lack|||REQUIRED|||-NONE-|||0
A 10 10|||M:NOUN|||winds|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||There|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||a lack|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||There|||REQUIRED|||-NONE-|||2
A 7 8|||R:MORPH|||lack|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||There|||REQUIRED|||-NONE-|||3
A 7 8|||R:OTHER|||a lack|||REQUIRED|||-NONE-|||3

S so , their parents will buy for them .
A 0 1|||U:ADV||||||REQUIRED|||-NONE-|||0
A 1 3|||U:PUNCT|||Their|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||So|||REQUIRED|||-NONE-|||1
A 0 2|||R:OTHER|||So|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||So|||REQUIRED|||-NONE-|||3

S Thy are busy in there self , thy dont spend time to help the society that they live in .
A 3 8|||R:OTHER|||with themselves and|||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||0
A 11 13|||R:VERB:FORM|||helping|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||They|||REQUIRED|||-NONE-|||1
A 3 4|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 4 7|||R:OTHER|||themselves and|||REQUIRED|||-NONE-|||1
A 7 8|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||1
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||They|||REQUIRED|||-NONE-|||2
A 3 4|||R:PREP|||with|||REQUIRED|||-NONE-|||2
A 4 7|||R:OTHER|||themselves and|||REQUIRED|||-NONE-|||2
A 7 8|||R:PRON|||they|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||They|||REQUIRED|||-NONE-|||3
A 3 4|||R:PREP|||with|||REQUIRED|||-NONE-|||3
A 4 7|||R:OTHER|||themselves and|||REQUIRED|||-NONE-|||3
A 7 8|||R:PRON|||they|||REQUIRED|||-NONE-|||3
A 8 9|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||3
A 11 13|||R:VERB:FORM|||helping|||REQUIRED|||-NONE-|||3

S And it seems like that notion will be even strengthen by the emergence of new Chinese producers how are even cheaper .
A 8 9|||U:ADV||||||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||strengthened|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||who|||REQUIRED|||-NONE-|||0
A 8 9|||U:ADV||||||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:FORM|||strengthened|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 9 9|||M:ADV|||more|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB:FORM|||strengthened|||REQUIRED|||-NONE-|||2
A 17 18|||R:OTHER|||that|||REQUIRED|||-NONE-|||2
A 9 10|||R:OTHER|||stronger|||REQUIRED|||-NONE-|||3
A 17 18|||R:OTHER|||that|||REQUIRED|||-NONE-|||3

S I can remember that in alecture iattended .
A 4 5|||R:PREP|||from|||REQUIRED|||-NONE-|||0
A 5 7|||R:ORTH|||a lecture I attended|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||from|||REQUIRED|||-NONE-|||1
A 5 7|||R:ORTH|||a lecture I attended|||REQUIRED|||-NONE-|||1
A 1 2|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||2
A 4 5|||R:PREP|||from|||REQUIRED|||-NONE-|||2
A 5 7|||R:ORTH|||a lecture I attended|||REQUIRED|||-NONE-|||2
A 4 5|||R:PREP|||from|||REQUIRED|||-NONE-|||3
A 5 7|||R:ORTH|||a lecture I attended|||REQUIRED|||-NONE-|||3

S Ther third reason , is that give us the chance to make our brain work and think about how this happien .
A 0 1|||R:SPELL|||The|||REQUIRED|||-NONE-|||0
A 3 4|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 6 6|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||gives|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||use|||REQUIRED|||-NONE-|||0
A 13 15|||R:NOUN|||brains|||REQUIRED|||-NONE-|||0
A 20 21|||R:SPELL|||happens|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||The|||REQUIRED|||-NONE-|||1
A 6 6|||M:PRON|||it|||REQUIRED|||-NONE-|||1
A 20 21|||R:SPELL|||happened|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||The|||REQUIRED|||-NONE-|||2
A 3 4|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 6 6|||M:PRON|||it|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB:SVA|||gives|||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB|||put|||REQUIRED|||-NONE-|||2
A 14 14|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||2
A 20 21|||R:SPELL|||happened|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||The|||REQUIRED|||-NONE-|||3
A 3 4|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 5 6|||R:OTHER|||to|||REQUIRED|||-NONE-|||3
A 13 14|||R:NOUN:NUM|||brains|||REQUIRED|||-NONE-|||3
A 20 21|||R:SPELL|||happens|||REQUIRED|||-NONE-|||3

S television makers just hung academic title on their program .
A 0 1|||R:ORTH|||Television|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||hang|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||titles|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||programs|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Television|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Television|||REQUIRED|||-NONE-|||2
A 4 4|||M:DET|||an|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Television|||REQUIRED|||-NONE-|||3
A 4 4|||M:DET|||an|||REQUIRED|||-NONE-|||3

S Even altough everthing when there is a life there is a hope .
A 1 2|||R:SPELL|||through|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||everything|||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||through|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||everything|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 6 8|||R:OTHER|||hope where|||REQUIRED|||-NONE-|||1
A 10 12|||R:OTHER|||life|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||through|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||everything|||REQUIRED|||-NONE-|||2
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||2
A 1 2|||R:ADV|||when|||REQUIRED|||-NONE-|||3
A 2 3|||R:SPELL|||everything|||REQUIRED|||-NONE-|||3
A 3 3|||M:OTHER|||is tough ,|||REQUIRED|||-NONE-|||3
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||3
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||3

S They have espessial diet .
A 2 3|||R:OTHER|||a special|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||a special|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||a special|||REQUIRED|||-NONE-|||2
A 2 3|||R:OTHER|||a special|||REQUIRED|||-NONE-|||3

S This is clearly seen in the way many young people organize the collection of funds or books to help others receive a proper education , and , also in the way many students go to schools for the blind to read out books to them and help them out .
A 28 28|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 41 42|||U:PART||||||REQUIRED|||-NONE-|||0
A 43 43|||M:ADV|||aloud|||REQUIRED|||-NONE-|||0
A 26 27|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 41 42|||U:PART||||||REQUIRED|||-NONE-|||1
A 26 27|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 41 42|||U:PART||||||REQUIRED|||-NONE-|||2
A 26 27|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 41 43|||R:WO|||books out|||REQUIRED|||-NONE-|||3
A 43 43|||M:ADV|||loud|||REQUIRED|||-NONE-|||3

S They think what the celebrities say in the advertisement is true .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||2
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||2
A 8 9|||R:NOUN:NUM|||advertisements|||REQUIRED|||-NONE-|||2
A 2 2|||M:PREP|||that|||REQUIRED|||-NONE-|||3

S As a result , young people feels a less sense of competition for a place in universities .
A 6 7|||R:VERB:SVA|||feel|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:SVA|||feel|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||feel|||REQUIRED|||-NONE-|||2
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB:SVA|||feel|||REQUIRED|||-NONE-|||3
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3
A 9 10|||R:OTHER|||like there is|||REQUIRED|||-NONE-|||3
A 10 11|||R:OTHER|||a|||REQUIRED|||-NONE-|||3
A 14 15|||R:NOUN|||spot|||REQUIRED|||-NONE-|||3
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||3

S However , Billgate developed people 's lives more comfortable than previos circumstance .
A 2 3|||R:NOUN|||Bill Gates|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||improved|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||and provided them the opportunity to live|||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||comfortably|||REQUIRED|||-NONE-|||0
A 10 12|||R:OTHER|||ever|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN|||Bill Gates|||REQUIRED|||-NONE-|||1
A 8 9|||R:MORPH|||comfortably|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||previous|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||circumstances|||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB|||allowed|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN|||Bill Gates|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB|||made|||REQUIRED|||-NONE-|||2
A 10 10|||M:OTHER|||they were|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||previously|||REQUIRED|||-NONE-|||2
A 11 12|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 2 3|||R:NOUN|||Bill Gates|||REQUIRED|||-NONE-|||3
A 3 4|||R:VERB|||made|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||previous|||REQUIRED|||-NONE-|||3

S Also , students , by paying more attention to understanding ideas and concepts , will not only comprehend the facts they are given , but also acquire the skill of understanding , which can be applied in all areas surrounding them .
A 14 14|||M:PRON|||you|||REQUIRED|||-NONE-|||0
A 20 21|||R:PRON|||that|||REQUIRED|||-NONE-|||0
A 36 37|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 39 39|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 39 40|||R:VERB:FORM|||surround|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 14 14|||M:NOUN|||students|||REQUIRED|||-NONE-|||2
A 39 40|||R:OTHER|||of|||REQUIRED|||-NONE-|||2
A 40 41|||R:OTHER|||life|||REQUIRED|||-NONE-|||2
A 20 20|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 25 25|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||3

S If a person just know the facts , he would never think about the possibilities .
A 4 5|||R:VERB:SVA|||knows|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||knows|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:SVA|||knows|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||2
A 4 5|||R:VERB:TENSE|||knew|||REQUIRED|||-NONE-|||3

S Though , in fact , old people can enjoy themselves some light sports entertainments , I think that not interesting than hard sports or something .
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 9 10|||U:PRON||||||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||entertainment|||REQUIRED|||-NONE-|||0
A 15 15|||M:CONJ|||but|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||'s less|||REQUIRED|||-NONE-|||0
A 21 22|||R:ADJ:FORM|||harder|||REQUIRED|||-NONE-|||0
A 23 25|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 4|||R:OTHER|||it 's not as interesting to me|||REQUIRED|||-NONE-|||1
A 5 6|||R:ADJ:FORM|||older|||REQUIRED|||-NONE-|||1
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||entertainment|||REQUIRED|||-NONE-|||1
A 14 25|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 5 6|||R:ADJ:FORM|||older|||REQUIRED|||-NONE-|||2
A 9 10|||U:PRON||||||REQUIRED|||-NONE-|||2
A 13 14|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 16 16|||M:OTHER|||do n't|||REQUIRED|||-NONE-|||2
A 18 19|||R:OTHER|||'s as|||REQUIRED|||-NONE-|||2
A 20 21|||R:PREP|||as|||REQUIRED|||-NONE-|||2
A 23 25|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 10 10|||M:PREP|||with|||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN:NUM|||sport|||REQUIRED|||-NONE-|||3
A 17 18|||R:OTHER|||they are|||REQUIRED|||-NONE-|||3
A 19 20|||R:MORPH|||interested|||REQUIRED|||-NONE-|||3
A 20 21|||R:PREP|||in|||REQUIRED|||-NONE-|||3
A 23 25|||U:OTHER||||||REQUIRED|||-NONE-|||3

S They do not want to regret of their lives on earth .
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||0
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||1
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S It is better to have a very good understanding knowledege of many academic because it makes you broad and gives you chances and oppurtunity to work in different fields and enviroment .
A 9 10|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 13 13|||M:NOUN|||principles|||REQUIRED|||-NONE-|||0
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 23 24|||R:SPELL|||opportunities|||REQUIRED|||-NONE-|||0
A 30 31|||R:SPELL|||environments|||REQUIRED|||-NONE-|||0
A 9 9|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||1
A 13 13|||M:NOUN|||subjects|||REQUIRED|||-NONE-|||1
A 17 18|||R:ADJ|||well-rounded|||REQUIRED|||-NONE-|||1
A 23 24|||R:SPELL|||opportunities|||REQUIRED|||-NONE-|||1
A 30 31|||R:SPELL|||environments|||REQUIRED|||-NONE-|||1
A 9 9|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||2
A 12 13|||R:NOUN:NUM|||academics|||REQUIRED|||-NONE-|||2
A 23 24|||R:SPELL|||opportunities|||REQUIRED|||-NONE-|||2
A 30 31|||R:SPELL|||environments|||REQUIRED|||-NONE-|||2
A 9 9|||M:CONJ|||and|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||3
A 13 13|||M:NOUN|||subjects|||REQUIRED|||-NONE-|||3
A 15 16|||R:VERB|||gives|||REQUIRED|||-NONE-|||3
A 17 18|||R:NOUN|||breadth|||REQUIRED|||-NONE-|||3
A 19 21|||R:OTHER|||the|||REQUIRED|||-NONE-|||3
A 21 22|||R:NOUN:NUM|||chance|||REQUIRED|||-NONE-|||3
A 23 24|||R:SPELL|||opportunity|||REQUIRED|||-NONE-|||3
A 30 31|||R:SPELL|||environments|||REQUIRED|||-NONE-|||3

S For instance , YANG Zhenning , who is a famous scientist with great achievements and fame , has a high proficiency in literature while specifying the scientific research in physics .
A 3 4|||R:ORTH|||Yang|||REQUIRED|||-NONE-|||0
A 24 25|||R:VERB|||carrying|||REQUIRED|||-NONE-|||0
A 25 26|||R:OTHER|||out|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||Yang|||REQUIRED|||-NONE-|||1
A 3 4|||R:ORTH|||Yang|||REQUIRED|||-NONE-|||2
A 24 25|||R:VERB|||continuing|||REQUIRED|||-NONE-|||2
A 25 26|||U:DET||||||REQUIRED|||-NONE-|||2
A 3 4|||R:ORTH|||Yang|||REQUIRED|||-NONE-|||3
A 24 25|||R:MORPH|||specializing|||REQUIRED|||-NONE-|||3
A 25 26|||R:DET|||his|||REQUIRED|||-NONE-|||3

S It is said that the zebra mussel from the bottom of the ship moved to the freshwather and devastate the nature .
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||mussels|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||ships|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||fresh|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN|||waters|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB:TENSE|||devastated|||REQUIRED|||-NONE-|||0
A 20 21|||R:MORPH|||natural|||REQUIRED|||-NONE-|||0
A 21 21|||M:NOUN|||habitat|||REQUIRED|||-NONE-|||0
A 7 7|||M:VERB|||moved|||REQUIRED|||-NONE-|||1
A 13 14|||U:VERB||||||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||freshwater|||REQUIRED|||-NONE-|||1
A 18 19|||R:VERB:TENSE|||devastated|||REQUIRED|||-NONE-|||1
A 20 21|||R:NOUN|||environment|||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||freshwater|||REQUIRED|||-NONE-|||2
A 18 19|||R:VERB:TENSE|||devastated|||REQUIRED|||-NONE-|||2
A 20 21|||R:NOUN|||ecosystem|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||mussels|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||fresh water|||REQUIRED|||-NONE-|||3
A 18 19|||R:VERB:TENSE|||devastated|||REQUIRED|||-NONE-|||3
A 20 21|||R:MORPH|||natural|||REQUIRED|||-NONE-|||3
A 21 21|||M:NOUN|||ecosystem|||REQUIRED|||-NONE-|||3

S This implies that there can be instances were no such overstating take place at all .
A 11 12|||R:VERB:SVA|||takes|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||where|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:SVA|||takes|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||where|||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB:SVA|||takes|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||where|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB:SVA|||takes|||REQUIRED|||-NONE-|||3

S In my opinion there are some reasons why it is true .
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||several|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 7 7|||M:PREP|||for|||REQUIRED|||-NONE-|||2
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S And availablity of jobs to the candidates having specfic knowledge is less when compare to the all round perormer ,
A 0 1|||R:OTHER|||The|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||availability|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||specific|||REQUIRED|||-NONE-|||0
A 17 18|||R:ADV|||around|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||performer|||REQUIRED|||-NONE-|||0
A 19 20|||R:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||availability|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||specific|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:FORM|||compared|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||performer|||REQUIRED|||-NONE-|||1
A 19 20|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||availability|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||specific|||REQUIRED|||-NONE-|||2
A 13 14|||R:VERB:FORM|||compared|||REQUIRED|||-NONE-|||2
A 17 18|||R:ADV|||around|||REQUIRED|||-NONE-|||2
A 18 19|||R:SPELL|||performer|||REQUIRED|||-NONE-|||2
A 19 20|||R:PUNCT|||.|||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||The|||REQUIRED|||-NONE-|||3
A 1 2|||R:SPELL|||availability|||REQUIRED|||-NONE-|||3
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||3
A 7 8|||R:OTHER|||with|||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||specific|||REQUIRED|||-NONE-|||3
A 13 14|||R:VERB:FORM|||compared|||REQUIRED|||-NONE-|||3
A 17 18|||R:ADV|||around|||REQUIRED|||-NONE-|||3
A 18 19|||R:SPELL|||performer|||REQUIRED|||-NONE-|||3
A 19 20|||R:PUNCT|||.|||REQUIRED|||-NONE-|||3

S Becuase when you understand the whole idea you can imagine how does the theory work .
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 11|||M:PUNCT|||`` How|||REQUIRED|||-NONE-|||0
A 15 15|||M:PUNCT|||? ``|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||1
A 11 12|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:SVA|||works|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||2
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 11 12|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||2
A 14 15|||R:VERB:SVA|||works|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||3
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 11 12|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||3
A 14 15|||R:VERB:SVA|||works|||REQUIRED|||-NONE-|||3

S It is not worth to jump in pool without knowing how to swim since you may not be able to breath again .
A 4 4|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||because|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB|||breathe|||REQUIRED|||-NONE-|||0
A 4 4|||M:PRON|||it|||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 4 4|||M:PRON|||it|||REQUIRED|||-NONE-|||2
A 6 7|||R:PREP|||into|||REQUIRED|||-NONE-|||2
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||2
A 18 19|||R:ADJ|||unable|||REQUIRED|||-NONE-|||2
A 20 21|||R:VERB|||breathe|||REQUIRED|||-NONE-|||2
A 21 22|||U:ADV||||||REQUIRED|||-NONE-|||2
A 4 6|||R:VERB:FORM|||jumping|||REQUIRED|||-NONE-|||3
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S The person who takes many subjects stands az better chanceof getting a job .
A 7 8|||R:SPELL|||a|||REQUIRED|||-NONE-|||0
A 9 10|||R:ORTH|||chance of|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||understands|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||a|||REQUIRED|||-NONE-|||1
A 9 10|||R:ORTH|||chance of|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||studies|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||a|||REQUIRED|||-NONE-|||2
A 9 10|||R:ORTH|||chance of|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||a|||REQUIRED|||-NONE-|||3
A 9 10|||R:ORTH|||chance of|||REQUIRED|||-NONE-|||3

S So to solve that kinds of problem they will have to use their understanding .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||kind|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||kind|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||kind|||REQUIRED|||-NONE-|||2
A 0 2|||U:ADV|||To|||REQUIRED|||-NONE-|||3
A 4 5|||R:NOUN:NUM|||kind|||REQUIRED|||-NONE-|||3
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S Another thing is that adverts always show and indicate prices on commdities alowing consumers to budget well in order to be able to buy them .
A 4 5|||R:MORPH|||advertisements|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||commodities|||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||allowing|||REQUIRED|||-NONE-|||0
A 0 5|||U:OTHER|||Adverts|||REQUIRED|||-NONE-|||1
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||commodities|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||allowing|||REQUIRED|||-NONE-|||1
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||1
A 19 22|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||commodities|||REQUIRED|||-NONE-|||2
A 12 13|||R:SPELL|||allowing|||REQUIRED|||-NONE-|||2
A 4 5|||R:MORPH|||advertisements|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||commodities|||REQUIRED|||-NONE-|||3
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 12 13|||R:SPELL|||allowing|||REQUIRED|||-NONE-|||3

S However the successful person who achieved great accomplishment do not escape or give up easily in front of the even impossible things regarded among people .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:TENSE|||achieves|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||accomplishments|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||does n't|||REQUIRED|||-NONE-|||0
A 11 12|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 15 15|||M:ADV|||even|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||the face|||REQUIRED|||-NONE-|||0
A 18 20|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 20 23|||R:WO|||things regarded impossible|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||by most|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||has made|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||accomplishments|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||1
A 19 21|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 25 25|||M:OTHER|||as impossible|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 8 9|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||2
A 20 21|||R:OTHER|||the|||REQUIRED|||-NONE-|||2
A 23 24|||R:OTHER|||as impossible by other|||REQUIRED|||-NONE-|||2
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 7 8|||R:NOUN:NUM|||accomplishments|||REQUIRED|||-NONE-|||3
A 8 9|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||3
A 18 19|||R:OTHER|||things that were|||REQUIRED|||-NONE-|||3
A 20 20|||M:OTHER|||regarded as|||REQUIRED|||-NONE-|||3
A 21 24|||R:OTHER|||by other|||REQUIRED|||-NONE-|||3

S In other words , cars would not be of use in the future because of these types of transportation being developed and invented .
A 19 19|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 19 19|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||2
A 19 19|||M:OTHER|||that were|||REQUIRED|||-NONE-|||3

S They come together for a 'LAN-party ' with the neighbour 's kids .
A 9 10|||R:NOUN|||neighbor|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||neighbor|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN|||neighbor|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Also the lecture mentioned that the stone placed between the Sphinx 's front paws was not placed there during the time of the old kingdom 's king , Khafre .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 20 21|||R:NOUN|||reign|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S but some young people do not give to helping their community .
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 1 2|||R:ORTH|||Some|||REQUIRED|||-NONE-|||0
A 6 9|||R:OTHER|||help|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||and help|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||2
A 7 7|||M:NOUN|||help|||REQUIRED|||-NONE-|||2
A 8 9|||U:VERB||||||REQUIRED|||-NONE-|||2
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 1 2|||R:DET|||One|||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB|||care|||REQUIRED|||-NONE-|||3
A 8 9|||R:VERB:FORM|||help|||REQUIRED|||-NONE-|||3

S I give some of my time to help other people because I think it 's very important .
A 1 2|||R:VERB|||spend|||REQUIRED|||-NONE-|||0
A 6 8|||R:VERB:FORM|||helping|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S for example , here is one student , who knows fact but does not know how to~ ?
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||facts|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||use them .|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||facts|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN|||how-to|||REQUIRED|||-NONE-|||1
A 17 18|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||2
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 15 15|||M:PUNCT|||``|||REQUIRED|||-NONE-|||2
A 16 17|||R:OTHER|||to|||REQUIRED|||-NONE-|||2
A 17 18|||R:PUNCT|||'' .|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||3
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN:NUM|||facts|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||to|||REQUIRED|||-NONE-|||3
A 17 18|||R:PUNCT|||.|||REQUIRED|||-NONE-|||3

S They can travel more freely than older people do .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||can|||REQUIRED|||-NONE-|||2
A 8 9|||R:VERB|||can|||REQUIRED|||-NONE-|||3

S The first reason is that Groval warming did not connect with Anasazi disappearing .
A 5 6|||R:SPELL|||global|||REQUIRED|||-NONE-|||0
A 11 11|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||global|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||global|||REQUIRED|||-NONE-|||2
A 12 12|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||2
A 12 13|||R:MORPH|||disappearance|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||global|||REQUIRED|||-NONE-|||3
A 11 11|||M:DET|||the|||REQUIRED|||-NONE-|||3

S Simply we need to eat and buy clothes , make and rise family .
A 0 2|||R:WO|||We simply|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||raise|||REQUIRED|||-NONE-|||0
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 0 2|||R:WO|||We simply|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||and create|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 5 6|||R:OTHER|||,|||REQUIRED|||-NONE-|||2
A 9 9|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB|||raise|||REQUIRED|||-NONE-|||2
A 5 6|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 9 9|||M:CONJ|||and|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB|||raise|||REQUIRED|||-NONE-|||3
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||3

S This happens more when one is watching a movies with the family .
A 8 9|||R:NOUN:NUM|||movie|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||movie|||REQUIRED|||-NONE-|||1
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||2
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||2
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3

S Among the many skills required is the knowledge of more than two languages .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S However , it is so rare to find old people in pubs or in gymnasiums in China .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 8 9|||R:ADJ:FORM|||older|||REQUIRED|||-NONE-|||1
A 13 14|||U:PREP||||||REQUIRED|||-NONE-|||1
A 4 5|||R:ADV|||quite|||REQUIRED|||-NONE-|||2
A 13 14|||U:PREP||||||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Personally , I doubt that there will be fewer cars in use in twenty years than there are today , based on my observations of falling vehicle prices , increasing population and stagnating rate of technological advance in the field of terrestrial transportation .
A 33 34|||R:NOUN:NUM|||rates|||REQUIRED|||-NONE-|||0
A 36 37|||R:NOUN:NUM|||advances|||REQUIRED|||-NONE-|||0
A 31 31|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 32 32|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 31 31|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 32 32|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 19 20|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 31 31|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 32 32|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 36 37|||R:NOUN:NUM|||advances|||REQUIRED|||-NONE-|||3
A 41 42|||R:NOUN|||ground|||REQUIRED|||-NONE-|||3

S Finally , zebra mussels are likely to cause a decline in the overall fish population in habitats where they become dominant .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S I agree with that concept to take the risk and go for the new field .
A 3 4|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 5 6|||R:PART|||of|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:FORM|||taking|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||going|||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||fields|||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||2
A 3 4|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 5 6|||R:PART|||of|||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB:FORM|||taking|||REQUIRED|||-NONE-|||3
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||3
A 10 12|||R:OTHER|||entering|||REQUIRED|||-NONE-|||3
A 12 13|||R:DET|||a|||REQUIRED|||-NONE-|||3

S The size of the treasure written is too large .
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S So it is very strange that why the poeple were able to live without enough water for 50 years , and then moved because they did n't have enough water .
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||people|||REQUIRED|||-NONE-|||0
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||people|||REQUIRED|||-NONE-|||1
A 19 20|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||people|||REQUIRED|||-NONE-|||2
A 20 21|||R:CONJ|||but|||REQUIRED|||-NONE-|||2
A 0 2|||U:ADV|||It|||REQUIRED|||-NONE-|||3
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||people|||REQUIRED|||-NONE-|||3
A 20 21|||R:CONJ|||but|||REQUIRED|||-NONE-|||3

S If they really interested in these courses , it 's all right .
A 2 2|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 2 2|||M:VERB|||are|||REQUIRED|||-NONE-|||2
A 2 2|||M:VERB|||are|||REQUIRED|||-NONE-|||3

S Therefore it is possible to believe that explosion of Tunguska was the explosion of asteroid .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 10 10|||M:NOUN|||explosion|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||caused|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||by|||REQUIRED|||-NONE-|||0
A 14 14|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 11 11|||M:OTHER|||caused by|||REQUIRED|||-NONE-|||2
A 14 14|||M:DET|||an|||REQUIRED|||-NONE-|||2
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 14 14|||M:DET|||an|||REQUIRED|||-NONE-|||3

S In the passage , it is said that only endotherm animals can maintain their temperature in such cold climates .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 9 10|||R:MORPH|||endothermic|||REQUIRED|||-NONE-|||3

S Thinking of their old ages , young people are try to make a better society for everybody .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 5|||R:OTHER|||future|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:FORM|||trying|||REQUIRED|||-NONE-|||1
A 2 4|||R:OTHER|||themselves at an older|||REQUIRED|||-NONE-|||2
A 4 5|||R:NOUN:NUM|||age|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB:FORM|||trying|||REQUIRED|||-NONE-|||2
A 4 5|||R:NOUN:NUM|||age|||REQUIRED|||-NONE-|||3
A 9 10|||R:VERB:FORM|||trying|||REQUIRED|||-NONE-|||3

S if someone is n't know eating is very important for growth bons and brian or general for body it is fact but idease eating is just useful .
A 0 1|||R:ORTH|||If|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:TENSE|||does|||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||bones|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||brain|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 14 15|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 15 15|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 18 19|||M:PUNCT|||. It|||REQUIRED|||-NONE-|||0
A 20 20|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 21 23|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||If|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:TENSE|||does|||REQUIRED|||-NONE-|||1
A 11 11|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||bones|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||brain|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 20 20|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 21 23|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||If|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||bones|||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||brain|||REQUIRED|||-NONE-|||2
A 21 23|||R:OTHER|||that|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||If|||REQUIRED|||-NONE-|||3
A 2 3|||R:VERB:TENSE|||does|||REQUIRED|||-NONE-|||3
A 5 5|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 10 11|||R:MORPH|||growing|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||bones|||REQUIRED|||-NONE-|||3
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 12 13|||R:OTHER|||the|||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||brain|||REQUIRED|||-NONE-|||3
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 15 17|||R:OTHER|||the|||REQUIRED|||-NONE-|||3
A 18 18|||M:OTHER|||in general ,|||REQUIRED|||-NONE-|||3
A 20 20|||M:OTHER|||not a|||REQUIRED|||-NONE-|||3
A 22 22|||M:DET|||an|||REQUIRED|||-NONE-|||3
A 22 23|||R:SPELL|||idea|||REQUIRED|||-NONE-|||3
A 23 23|||M:PREP|||that|||REQUIRED|||-NONE-|||3

S Advertising can be used badly not only by corporations but also by governments , as for exemple the nazi regime .
A 16 17|||R:SPELL|||example|||REQUIRED|||-NONE-|||0
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 18 19|||R:ORTH|||Nazi|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||for bad ,|||REQUIRED|||-NONE-|||1
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||example|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 5|||R:OTHER|||misused|||REQUIRED|||-NONE-|||2
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 12 12|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 12 13|||R:NOUN:NUM|||government|||REQUIRED|||-NONE-|||2
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||2
A 16 17|||R:SPELL|||example|||REQUIRED|||-NONE-|||2
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 18 19|||R:ORTH|||Nazi|||REQUIRED|||-NONE-|||2
A 16 17|||R:SPELL|||example|||REQUIRED|||-NONE-|||3
A 17 17|||M:PREP|||by|||REQUIRED|||-NONE-|||3
A 18 19|||R:ORTH|||Nazi|||REQUIRED|||-NONE-|||3

S He 's the one who can give the different specialities the possibility to shine .
A 7 8|||R:DET|||those|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||chance|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||2
A 9 10|||R:NOUN|||specialties|||REQUIRED|||-NONE-|||2
A 11 12|||R:NOUN|||opportunity|||REQUIRED|||-NONE-|||3

S But generally , moments of happiness in life can not really be compared because they are different .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 0 2|||U:CONJ|||Generally|||REQUIRED|||-NONE-|||3

S Such peole impressed other people through their strong well and divoution to duty .
A 1 2|||R:SPELL|||people|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||others|||REQUIRED|||-NONE-|||0
A 4 5|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN|||will|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||devotion|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||people|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||others|||REQUIRED|||-NONE-|||1
A 4 6|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||will|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||devotion|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||people|||REQUIRED|||-NONE-|||2
A 8 9|||R:NOUN|||will|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||devotion|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||people|||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN:NUM|||others|||REQUIRED|||-NONE-|||3
A 4 5|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 8 9|||R:NOUN|||will|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||devotion|||REQUIRED|||-NONE-|||3

S Besides , smoke emitting from cars and the noise coming the car engines damage environment and the the health of people .
A 3 4|||R:VERB:FORM|||emitted|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||noises|||REQUIRED|||-NONE-|||0
A 10 10|||M:PREP|||from|||REQUIRED|||-NONE-|||0
A 14 17|||R:WO|||the environment and|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||coming|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 10 10|||M:PREP|||from|||REQUIRED|||-NONE-|||2
A 13 14|||R:OTHER|||is damaging|||REQUIRED|||-NONE-|||2
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 10 11|||R:OTHER|||from|||REQUIRED|||-NONE-|||3
A 14 17|||R:WO|||the environment and|||REQUIRED|||-NONE-|||3

S The mainly reasons are such as following .
A 1 2|||R:MORPH|||main|||REQUIRED|||-NONE-|||0
A 4 6|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 1 2|||R:MORPH|||main|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||things|||REQUIRED|||-NONE-|||1
A 5 6|||R:PREP|||like|||REQUIRED|||-NONE-|||1
A 1 2|||R:MORPH|||main|||REQUIRED|||-NONE-|||2
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 1 2|||R:MORPH|||main|||REQUIRED|||-NONE-|||3
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||3

S It has come to be one of the effective measures manufatures use in selling their products .
A 2 5|||R:VERB|||become|||REQUIRED|||-NONE-|||0
A 8 8|||M:ADV|||most|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||manufacturers|||REQUIRED|||-NONE-|||0
A 11 11|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||manufacturers|||REQUIRED|||-NONE-|||1
A 2 5|||R:VERB|||become|||REQUIRED|||-NONE-|||2
A 10 10|||M:DET|||that|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||manufacturers|||REQUIRED|||-NONE-|||2
A 8 8|||M:ADV|||most|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||manufacturers|||REQUIRED|||-NONE-|||3
A 12 13|||R:PART|||to|||REQUIRED|||-NONE-|||3
A 13 14|||R:VERB:FORM|||sell|||REQUIRED|||-NONE-|||3

S However , when I went to Canada by my self , I did many things that I wanted , so it was very exciting .
A 8 10|||R:ORTH|||myself|||REQUIRED|||-NONE-|||0
A 8 10|||R:ORTH|||myself|||REQUIRED|||-NONE-|||1
A 8 10|||R:ORTH|||myself|||REQUIRED|||-NONE-|||2
A 8 10|||R:ORTH|||myself|||REQUIRED|||-NONE-|||3
A 18 18|||M:VERB|||to do|||REQUIRED|||-NONE-|||3

S It is not an easy task for old people to see young people sort of spending their time on useless things , in their opinion .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 6|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 13 15|||U:ADV||||||REQUIRED|||-NONE-|||0
A 18 20|||R:OTHER|||doing|||REQUIRED|||-NONE-|||0
A 21 21|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 25 25|||M:OTHER|||, are useless|||REQUIRED|||-NONE-|||0
A 13 15|||U:ADV||||||REQUIRED|||-NONE-|||1
A 13 15|||U:ADV||||||REQUIRED|||-NONE-|||2
A 19 20|||U:ADJ||||||REQUIRED|||-NONE-|||2
A 21 21|||M:OTHER|||that are|||REQUIRED|||-NONE-|||2
A 25 25|||M:OTHER|||, useless|||REQUIRED|||-NONE-|||2
A 13 15|||U:ADV||||||REQUIRED|||-NONE-|||3

S Sometimes their teachers only teach about the facts , which are easier to memorize .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||1
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||2
A 5 6|||U:PREP||||||REQUIRED|||-NONE-|||3

S For example , if you visit the ruins in Rome , without a tour guide you do n't realize the importance and the history behind these ruins .
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB:TENSE|||wo|||REQUIRED|||-NONE-|||2
A 25 26|||R:DET|||the|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S So that they have to pay more attention to their health rather than to enjoy arts .
A 1 2|||U:PREP||||||REQUIRED|||-NONE-|||0
A 11 14|||R:OTHER|||instead of|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||enjoying|||REQUIRED|||-NONE-|||0
A 15 15|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 0 3|||U:PREP|||They|||REQUIRED|||-NONE-|||1
A 3 5|||R:VERB|||should|||REQUIRED|||-NONE-|||1
A 13 14|||U:VERB:FORM||||||REQUIRED|||-NONE-|||2
A 15 15|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 14 15|||R:VERB:FORM|||enjoying|||REQUIRED|||-NONE-|||3
A 15 15|||M:DET|||the|||REQUIRED|||-NONE-|||3

S Why do we like this ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S However , she was wrong .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S To work hard means to run the company .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S if your answer is yes , that is good .
A 0 1|||R:ORTH|||If|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||If|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||If|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||If|||REQUIRED|||-NONE-|||3

S For example if the old person doesnot hear properly then young ones right from the day of their cihildhood think of inventing something that can help the older people hear more properly .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||does n't|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||consider ,|||REQUIRED|||-NONE-|||0
A 14 15|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 15 18|||R:OTHER|||very early|||REQUIRED|||-NONE-|||0
A 18 21|||R:OTHER|||age ,|||REQUIRED|||-NONE-|||0
A 23 24|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 24 26|||R:VERB|||assist|||REQUIRED|||-NONE-|||0
A 26 29|||R:OTHER|||in|||REQUIRED|||-NONE-|||0
A 29 32|||R:OTHER|||hearing|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||R:ORTH|||does not|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||childhood|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 3 4|||R:DET|||an|||REQUIRED|||-NONE-|||2
A 4 5|||R:ADJ:FORM|||older|||REQUIRED|||-NONE-|||2
A 6 7|||R:ORTH|||does not|||REQUIRED|||-NONE-|||2
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 12 19|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 23 23|||M:OTHER|||starting in childhood|||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 6 7|||R:ORTH|||does not|||REQUIRED|||-NONE-|||3
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 15 16|||R:NOUN:NUM|||days|||REQUIRED|||-NONE-|||3
A 18 19|||R:SPELL|||childhood|||REQUIRED|||-NONE-|||3
A 30 31|||U:ADV||||||REQUIRED|||-NONE-|||3

S Right from the age of 5-6 years the children are busy with there curriculum .
A 5 6|||R:OTHER|||5 to 6|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||old ,|||REQUIRED|||-NONE-|||0
A 12 13|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 0 1|||R:VERB|||Starting|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||their|||REQUIRED|||-NONE-|||2
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 12 13|||R:DET|||their|||REQUIRED|||-NONE-|||3

S however , I firmly believe that traveling with guider is quiet beneficial because of it 's posibillity to travel many places in a short time and safetiness .
A 0 1|||R:ORTH|||However|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 8 9|||R:MORPH|||guide|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||quite|||REQUIRED|||-NONE-|||0
A 16 17|||R:ADJ|||possible|||REQUIRED|||-NONE-|||0
A 26 27|||R:OTHER|||the safety|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||However|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 8 9|||R:MORPH|||guide|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||quite|||REQUIRED|||-NONE-|||1
A 14 16|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||possibility|||REQUIRED|||-NONE-|||1
A 19 19|||M:PREP|||to|||REQUIRED|||-NONE-|||1
A 24 24|||M:OTHER|||amount of|||REQUIRED|||-NONE-|||1
A 26 26|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 26 27|||R:NOUN|||safety factor|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||However|||REQUIRED|||-NONE-|||2
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 8 9|||R:MORPH|||guide|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||quite|||REQUIRED|||-NONE-|||2
A 14 16|||R:OTHER|||the|||REQUIRED|||-NONE-|||2
A 16 17|||R:SPELL|||possibility|||REQUIRED|||-NONE-|||2
A 17 18|||R:PART|||of|||REQUIRED|||-NONE-|||2
A 18 19|||R:VERB:FORM|||traveling|||REQUIRED|||-NONE-|||2
A 19 19|||M:PREP|||to|||REQUIRED|||-NONE-|||2
A 26 27|||R:OTHER|||in safety|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||However|||REQUIRED|||-NONE-|||3
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 8 9|||R:MORPH|||guide|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||quite|||REQUIRED|||-NONE-|||3
A 14 16|||R:OTHER|||the|||REQUIRED|||-NONE-|||3
A 16 17|||R:SPELL|||possibility|||REQUIRED|||-NONE-|||3
A 25 26|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 26 27|||R:ADV|||safely|||REQUIRED|||-NONE-|||3

S i have studed for just examination wayse studed .
A 0 1|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||studied|||REQUIRED|||-NONE-|||0
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||studied|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 6 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||I|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||studied|||REQUIRED|||-NONE-|||2
A 6 7|||R:PRON|||we|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||studied|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 2 3|||R:SPELL|||studied|||REQUIRED|||-NONE-|||3
A 3 5|||R:WO|||just for|||REQUIRED|||-NONE-|||3
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 6 7|||R:PRON|||we|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||studied|||REQUIRED|||-NONE-|||3

S We will feel confusion and we wo n't see matters clear .
A 3 4|||R:MORPH|||confused|||REQUIRED|||-NONE-|||0
A 10 11|||R:MORPH|||clearly|||REQUIRED|||-NONE-|||0
A 10 11|||R:MORPH|||clearly|||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 10 11|||R:VERB:FORM|||cleared|||REQUIRED|||-NONE-|||2
A 11 11|||M:PART|||up|||REQUIRED|||-NONE-|||2
A 10 11|||R:MORPH|||clearly|||REQUIRED|||-NONE-|||3

S Thus , I think when we understand ideas and concept will be leaving the main effects and influence because it combine with our opinions and beleives .
A 25 26|||R:SPELL|||beliefs|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||concepts|||REQUIRED|||-NONE-|||2
A 10 10|||M:PRON|||we|||REQUIRED|||-NONE-|||2
A 17 18|||R:NOUN:NUM|||influences|||REQUIRED|||-NONE-|||2
A 19 20|||R:PRON|||they|||REQUIRED|||-NONE-|||2
A 25 26|||R:SPELL|||beliefs|||REQUIRED|||-NONE-|||2
A 4 4|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 8 9|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 9 10|||R:NOUN:NUM|||concepts|||REQUIRED|||-NONE-|||3
A 12 13|||R:VERB|||providing|||REQUIRED|||-NONE-|||3
A 15 16|||R:NOUN:NUM|||effect|||REQUIRED|||-NONE-|||3
A 19 20|||R:PRON|||they|||REQUIRED|||-NONE-|||3
A 25 26|||R:SPELL|||beliefs|||REQUIRED|||-NONE-|||3

S Is it merely understanding the idea behind that concept ?
A 3 3|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Making exercitation students can learn how to proceed in a correct way and making wrong operation they will be able to understand the concepts and don-t make the same errors or mistakes in the future .
A 0 1|||R:OTHER|||With|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||effort ,|||REQUIRED|||-NONE-|||0
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:MORPH|||correctly|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||the experience of|||REQUIRED|||-NONE-|||0
A 14 17|||R:OTHER|||errors|||REQUIRED|||-NONE-|||0
A 18 19|||R:VERB|||teach|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||them|||REQUIRED|||-NONE-|||0
A 21 27|||R:OTHER|||avoid|||REQUIRED|||-NONE-|||0
A 29 31|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||exercises|||REQUIRED|||-NONE-|||1
A 25 26|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||exercise in thinking ,|||REQUIRED|||-NONE-|||2
A 12 12|||M:PUNCT|||;|||REQUIRED|||-NONE-|||2
A 12 13|||R:OTHER|||by|||REQUIRED|||-NONE-|||2
A 14 16|||R:OTHER|||mistakes|||REQUIRED|||-NONE-|||2
A 25 26|||R:OTHER|||not|||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||By doing|||REQUIRED|||-NONE-|||3
A 1 2|||R:OTHER|||exercises ,|||REQUIRED|||-NONE-|||3
A 9 10|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 14 17|||R:OTHER|||errors|||REQUIRED|||-NONE-|||3
A 18 19|||R:OTHER|||help them|||REQUIRED|||-NONE-|||3
A 19 21|||R:OTHER|||better|||REQUIRED|||-NONE-|||3
A 25 26|||R:OTHER|||not|||REQUIRED|||-NONE-|||3

S Adult content to sent their chirdren to school to contact these different kinds of class .
A 0 1|||R:NOUN:NUM|||Adults|||REQUIRED|||-NONE-|||0
A 1 1|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||send|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||children|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||experience|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||classes|||REQUIRED|||-NONE-|||0
A 0 1|||R:NOUN:NUM|||Adults|||REQUIRED|||-NONE-|||1
A 1 1|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||send|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||children|||REQUIRED|||-NONE-|||1
A 9 9|||M:OTHER|||be in|||REQUIRED|||-NONE-|||1
A 10 10|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||classes|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||children|||REQUIRED|||-NONE-|||2
A 0 1|||R:NOUN:NUM|||Adults|||REQUIRED|||-NONE-|||3
A 1 1|||M:VERB|||are|||REQUIRED|||-NONE-|||3
A 3 4|||R:VERB|||send|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||children|||REQUIRED|||-NONE-|||3
A 9 9|||M:VERB|||have|||REQUIRED|||-NONE-|||3
A 10 10|||M:PREP|||with|||REQUIRED|||-NONE-|||3
A 14 15|||R:NOUN:NUM|||classes|||REQUIRED|||-NONE-|||3

S what is the world and what are we supposed to do here ?
A 0 1|||R:ORTH|||What|||REQUIRED|||-NONE-|||0
A 2 3|||R:DET|||this|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||What|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||What|||REQUIRED|||-NONE-|||2
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||What|||REQUIRED|||-NONE-|||3

S This priedo not enough to evaluate the student .
A 1 2|||R:OTHER|||period is|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||period is|||REQUIRED|||-NONE-|||1
A 1 2|||R:NOUN|||period|||REQUIRED|||-NONE-|||2
A 1 2|||R:OTHER|||period is|||REQUIRED|||-NONE-|||3

S Secondly , Earth ground had heat .
A 3 4|||U:NOUN||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 3 3|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||2
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 2 3|||R:OTHER|||earth 's|||REQUIRED|||-NONE-|||3

S Therefore they could not get informations about their needs rather than now , we can find out what we are want and get alot of informations about our interests .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||but|||REQUIRED|||-NONE-|||0
A 19 20|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 23 24|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||0
A 25 26|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||1
A 23 24|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||2
A 9 10|||R:OTHER|||, compared|||REQUIRED|||-NONE-|||2
A 10 11|||R:PREP|||to|||REQUIRED|||-NONE-|||2
A 13 13|||M:ADV|||where|||REQUIRED|||-NONE-|||2
A 19 20|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||2
A 23 24|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||2
A 25 26|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||2
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 5 6|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||3
A 9 10|||R:VERB|||compared|||REQUIRED|||-NONE-|||3
A 10 11|||R:PREP|||to|||REQUIRED|||-NONE-|||3
A 13 13|||M:ADV|||when|||REQUIRED|||-NONE-|||3
A 19 20|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||3
A 23 24|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||3
A 25 26|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||3

S That is not what merit-based payment is really about .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Anglo version of Christianity became popular in the northern Europe and still now many people are believing in its doctrines .
A 0 0|||M:DET|||The|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 13|||U:ADV||||||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||still|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:FORM|||believe|||REQUIRED|||-NONE-|||0
A 0 0|||M:DET|||An|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||has|||REQUIRED|||-NONE-|||1
A 15 16|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 0 0|||M:DET|||The|||REQUIRED|||-NONE-|||2
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||2
A 11 13|||U:ADV||||||REQUIRED|||-NONE-|||2
A 15 16|||R:OTHER|||still|||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB:FORM|||believe|||REQUIRED|||-NONE-|||2
A 0 0|||M:DET|||The|||REQUIRED|||-NONE-|||3
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3
A 15 17|||R:VERB:TENSE|||believe|||REQUIRED|||-NONE-|||3

S Before selecting a product , everybody should read carefully all the information available about it .
A 5 6|||R:NOUN|||everyone|||REQUIRED|||-NONE-|||0
A 7 9|||R:WO|||carefully read|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 13|||R:WO|||available information|||REQUIRED|||-NONE-|||0
A 7 9|||R:WO|||carefully read|||REQUIRED|||-NONE-|||1
A 7 9|||R:WO|||carefully read|||REQUIRED|||-NONE-|||2
A 7 9|||R:WO|||carefully read|||REQUIRED|||-NONE-|||3

S The disability of doing the things that desired make olders unhappy .
A 1 2|||R:NOUN|||inability|||REQUIRED|||-NONE-|||0
A 2 3|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||do|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||desired|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 9|||R:VERB:TENSE|||makes|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||elders|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN|||inability|||REQUIRED|||-NONE-|||1
A 2 3|||R:PART|||to|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:FORM|||do|||REQUIRED|||-NONE-|||1
A 6 7|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:TENSE|||desire|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||older|||REQUIRED|||-NONE-|||1
A 10 10|||M:NOUN|||people|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||elders|||REQUIRED|||-NONE-|||2
A 1 2|||R:NOUN|||inability|||REQUIRED|||-NONE-|||3
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||3
A 7 7|||M:PRON|||they|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB|||desire to do|||REQUIRED|||-NONE-|||3
A 9 10|||R:OTHER|||the elderly|||REQUIRED|||-NONE-|||3

S The speaker argues that it is resulted from the difficulties of the today 's literature .
A 9 10|||R:NOUN:NUM|||difficulty|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 6 7|||R:MORPH|||result|||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 6 7|||R:MORPH|||result|||REQUIRED|||-NONE-|||2
A 7 8|||R:PREP|||of|||REQUIRED|||-NONE-|||2
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||2
A 5 6|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||3

S However , I want to go to the U.S.A that I can study and life in my dream 's contury , I want to have my famliy that I never not alony .
A 9 9|||M:PREP|||so|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||live|||REQUIRED|||-NONE-|||0
A 16 16|||M:OTHER|||the country of|||REQUIRED|||-NONE-|||0
A 17 19|||R:NOUN:POSS|||dreams|||REQUIRED|||-NONE-|||0
A 19 21|||R:OTHER|||;|||REQUIRED|||-NONE-|||0
A 25 26|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 26 27|||R:SPELL|||family|||REQUIRED|||-NONE-|||0
A 27 27|||M:PREP|||so|||REQUIRED|||-NONE-|||0
A 30 31|||R:OTHER|||have to be|||REQUIRED|||-NONE-|||0
A 31 32|||R:SPELL|||alone|||REQUIRED|||-NONE-|||0
A 9 9|||M:PREP|||so|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||live|||REQUIRED|||-NONE-|||1
A 18 19|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||country|||REQUIRED|||-NONE-|||1
A 25 26|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 26 27|||R:SPELL|||family|||REQUIRED|||-NONE-|||1
A 27 27|||M:PREP|||so|||REQUIRED|||-NONE-|||1
A 29 29|||M:VERB|||am|||REQUIRED|||-NONE-|||1
A 30 32|||R:OTHER|||lonely|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN|||U.S.A.|||REQUIRED|||-NONE-|||2
A 9 9|||M:PREP|||so|||REQUIRED|||-NONE-|||2
A 14 15|||R:SPELL|||live|||REQUIRED|||-NONE-|||2
A 18 19|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||2
A 19 20|||R:SPELL|||country|||REQUIRED|||-NONE-|||2
A 20 21|||R:OTHER|||and|||REQUIRED|||-NONE-|||2
A 26 27|||R:SPELL|||family|||REQUIRED|||-NONE-|||2
A 27 27|||M:OTHER|||with me so|||REQUIRED|||-NONE-|||2
A 29 29|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||2
A 30 31|||R:OTHER|||be|||REQUIRED|||-NONE-|||2
A 31 32|||R:SPELL|||alone|||REQUIRED|||-NONE-|||2
A 8 9|||R:NOUN|||U.S.A.|||REQUIRED|||-NONE-|||3
A 9 9|||M:PREP|||so|||REQUIRED|||-NONE-|||3
A 14 15|||R:SPELL|||live|||REQUIRED|||-NONE-|||3
A 18 19|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||3
A 19 20|||R:SPELL|||country|||REQUIRED|||-NONE-|||3
A 21 21|||M:CONJ|||and|||REQUIRED|||-NONE-|||3
A 25 26|||R:DET|||a|||REQUIRED|||-NONE-|||3
A 26 27|||R:SPELL|||family|||REQUIRED|||-NONE-|||3
A 27 27|||M:PREP|||so|||REQUIRED|||-NONE-|||3
A 29 29|||M:VERB|||am|||REQUIRED|||-NONE-|||3
A 31 32|||R:SPELL|||alone|||REQUIRED|||-NONE-|||3

S I do not know American teathers so but some Japanese theacher speak just facts in the class hours .
A 4 4|||M:DET|||any|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||teachers|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||teachers|||REQUIRED|||-NONE-|||0
A 11 13|||R:WO|||just speak|||REQUIRED|||-NONE-|||0
A 13 13|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||during|||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 4 4|||M:PREP|||about|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||teachers|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||teachers|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||only about|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||during|||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 18|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 4 4|||M:PREP|||if|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||teachers|||REQUIRED|||-NONE-|||2
A 6 7|||R:OTHER|||do ,|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||teachers|||REQUIRED|||-NONE-|||2
A 12 14|||R:OTHER|||factually|||REQUIRED|||-NONE-|||2
A 14 15|||R:PREP|||during|||REQUIRED|||-NONE-|||2
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||2
A 17 18|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 4 4|||M:PREP|||about|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||teachers|||REQUIRED|||-NONE-|||3
A 6 7|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||teachers|||REQUIRED|||-NONE-|||3
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 14 15|||R:PREP|||during|||REQUIRED|||-NONE-|||3
A 17 18|||U:NOUN||||||REQUIRED|||-NONE-|||3

S Because of this , I prefer studying concepts and ideas more thad learnig facts .
A 11 12|||R:SPELL|||than|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||learning|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||than|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||learning|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||than|||REQUIRED|||-NONE-|||2
A 12 13|||R:SPELL|||learning|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||than|||REQUIRED|||-NONE-|||3
A 12 13|||R:SPELL|||learning|||REQUIRED|||-NONE-|||3

S A product needs to have advertisement so it gets to known around a place and it gets its population so everyone will like a piece of it .
A 5 6|||R:NOUN:NUM|||advertisements|||REQUIRED|||-NONE-|||0
A 8 10|||R:VERB|||becomes|||REQUIRED|||-NONE-|||0
A 14 15|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:FORM|||getting|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN|||popularity|||REQUIRED|||-NONE-|||0
A 23 26|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||advertisements|||REQUIRED|||-NONE-|||1
A 7 7|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 9 10|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 12 13|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||area ,|||REQUIRED|||-NONE-|||1
A 15 16|||U:PRON||||||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 18 18|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 22 26|||R:OTHER|||want|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||be|||REQUIRED|||-NONE-|||2
A 5 6|||R:MORPH|||advertised|||REQUIRED|||-NONE-|||2
A 10 11|||R:OTHER|||be well-known|||REQUIRED|||-NONE-|||2
A 11 14|||R:OTHER|||and popular|||REQUIRED|||-NONE-|||2
A 15 20|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 23 25|||R:OTHER|||something|||REQUIRED|||-NONE-|||2
A 25 26|||R:PREP|||about|||REQUIRED|||-NONE-|||2
A 4 5|||R:VERB|||be|||REQUIRED|||-NONE-|||3
A 5 6|||R:MORPH|||advertised|||REQUIRED|||-NONE-|||3
A 10 10|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||3
A 11 14|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 15 19|||R:OTHER|||becomes popular|||REQUIRED|||-NONE-|||3
A 20 20|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 22 23|||R:VERB|||want|||REQUIRED|||-NONE-|||3

S Most scientists say these bass play a much more significant role in the decrease of the menhaden population .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||the|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S When someone have more than one academic subject it would be more amazing , interresting , positive , great , and helpfull .
A 2 3|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||interesting|||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||helpful|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||interesting|||REQUIRED|||-NONE-|||1
A 21 22|||R:SPELL|||helpful|||REQUIRED|||-NONE-|||1
A 0 9|||U:OTHER|||It|||REQUIRED|||-NONE-|||2
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 14 15|||R:SPELL|||interesting|||REQUIRED|||-NONE-|||2
A 20 20|||M:ADJ|||helpful|||REQUIRED|||-NONE-|||2
A 21 22|||R:OTHER|||amazing if someone had more than one academic subject|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB|||has studied|||REQUIRED|||-NONE-|||3
A 14 15|||R:SPELL|||interesting|||REQUIRED|||-NONE-|||3
A 21 22|||R:SPELL|||helpful|||REQUIRED|||-NONE-|||3

S Therfor , I think it will be more cars than today .
A 0 1|||R:SPELL|||Therefore|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Therefore|||REQUIRED|||-NONE-|||1
A 4 5|||R:PRON|||there|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Therefore|||REQUIRED|||-NONE-|||2
A 4 5|||R:PRON|||there|||REQUIRED|||-NONE-|||2
A 10 10|||M:OTHER|||there are|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||Therefore|||REQUIRED|||-NONE-|||3
A 4 5|||R:PRON|||there|||REQUIRED|||-NONE-|||3

S because we are watching movie earn something .
A 0 1|||R:ORTH|||Because|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Because|||REQUIRED|||-NONE-|||1
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||2
A 1 2|||R:ORTH|||We|||REQUIRED|||-NONE-|||2
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB|||to learn|||REQUIRED|||-NONE-|||2
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||3
A 1 2|||R:ORTH|||We|||REQUIRED|||-NONE-|||3
A 4 5|||R:NOUN:NUM|||movies|||REQUIRED|||-NONE-|||3
A 5 5|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||3

S but now every thing is change , the life becom more dificullty .
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 1 4|||R:ORTH|||Now everything|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||has|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:FORM|||changed|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||and|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||becomes|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||difficult|||REQUIRED|||-NONE-|||0
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 2 4|||R:ORTH|||Everything|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||has|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:FORM|||changed|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||now|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB|||has become|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||difficult|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||2
A 2 3|||R:OTHER|||that|||REQUIRED|||-NONE-|||2
A 3 5|||R:OTHER|||everything|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB:SVA|||changes|||REQUIRED|||-NONE-|||2
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||becomes|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||difficult|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||3
A 2 3|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN|||everything|||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB:FORM|||changing|||REQUIRED|||-NONE-|||3
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||becomes|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||difficult|||REQUIRED|||-NONE-|||3

S They should understand what the ideas and concepts they study mean in the practice , how they can be used and have already been used .
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 21 21|||M:OTHER|||how they|||REQUIRED|||-NONE-|||0
A 15 15|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||2
A 15 15|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||3
A 15 15|||M:CONJ|||and|||REQUIRED|||-NONE-|||3

S Some products they sell it expensive because it was branded , some are cheaper because it was not branded product but if you 'll see the quality , it 's almost the same as the expensive one .
A 4 5|||R:OTHER|||are|||REQUIRED|||-NONE-|||0
A 18 18|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 21 22|||U:PREP||||||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||are|||REQUIRED|||-NONE-|||1
A 7 8|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 9 10|||R:MORPH|||brand|||REQUIRED|||-NONE-|||1
A 10 10|||M:NOUN|||name|||REQUIRED|||-NONE-|||1
A 11 11|||M:PREP|||while|||REQUIRED|||-NONE-|||1
A 15 16|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 18 19|||R:MORPH|||brand|||REQUIRED|||-NONE-|||1
A 19 24|||R:OTHER|||name ;|||REQUIRED|||-NONE-|||1
A 24 25|||R:OTHER|||however|||REQUIRED|||-NONE-|||1
A 25 28|||R:WO|||, the quality|||REQUIRED|||-NONE-|||1
A 28 30|||R:OTHER|||is|||REQUIRED|||-NONE-|||1
A 35 35|||M:ADV|||more|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||are|||REQUIRED|||-NONE-|||2
A 7 8|||R:PRON|||they|||REQUIRED|||-NONE-|||2
A 8 9|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||2
A 15 16|||R:PRON|||they|||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||2
A 19 20|||R:NOUN:NUM|||products|||REQUIRED|||-NONE-|||2
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 21 22|||R:PREP|||once|||REQUIRED|||-NONE-|||2
A 23 24|||U:CONTR||||||REQUIRED|||-NONE-|||2
A 36 37|||R:NOUN:NUM|||ones|||REQUIRED|||-NONE-|||2
A 4 5|||R:OTHER|||are|||REQUIRED|||-NONE-|||3
A 7 8|||R:PRON|||they|||REQUIRED|||-NONE-|||3
A 8 9|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||3
A 11 11|||M:CONJ|||and|||REQUIRED|||-NONE-|||3
A 15 16|||R:PRON|||they|||REQUIRED|||-NONE-|||3
A 16 17|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||3
A 18 19|||R:OTHER|||name-brand|||REQUIRED|||-NONE-|||3
A 19 20|||R:NOUN:NUM|||products|||REQUIRED|||-NONE-|||3
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 21 25|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 27 30|||R:OTHER|||is|||REQUIRED|||-NONE-|||3
A 36 37|||R:NOUN:NUM|||ones|||REQUIRED|||-NONE-|||3

S It is therefore necessary to understand the idea behind it and come up with a well-organized concept .
A 2 3|||U:ADV||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 15 16|||R:OTHER|||well organized|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S He knows how to draw a line of diffrence between gambling and taking risk .
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||0
A 7 8|||R:PREP|||between|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||difference|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 12 14|||R:OTHER|||risk-taking|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 13 13|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 7 10|||R:OTHER|||differentiating|||REQUIRED|||-NONE-|||3
A 13 14|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||3

S So , we must cooperate well with others , after we solve the today 's problem .
A 8 9|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 13 13|||M:OTHER|||problems of|||REQUIRED|||-NONE-|||1
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 8 9|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||2
A 8 9|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 13 14|||R:NOUN|||day|||REQUIRED|||-NONE-|||3

S It may tell us how large the world it is .
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||0
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||1
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||2
A 8 9|||U:PRON||||||REQUIRED|||-NONE-|||3

S So a prohibition would n't solve the real problem .
A 0 2|||U:ADV|||A|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||Therefore ,|||REQUIRED|||-NONE-|||3

S though the preferrences might be different for a young person and for an older person to fully enjoy their life .
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||0
A 1 2|||R:ORTH|||The|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||preferences|||REQUIRED|||-NONE-|||0
A 3 7|||R:OTHER|||of|||REQUIRED|||-NONE-|||0
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||0
A 15 15|||M:OTHER|||might differ for them|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Though|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||preferences|||REQUIRED|||-NONE-|||1
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||2
A 1 2|||R:ORTH|||The|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||preferences|||REQUIRED|||-NONE-|||2
A 10 11|||R:OTHER|||than|||REQUIRED|||-NONE-|||2
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||2
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||3
A 1 2|||R:ORTH|||The|||REQUIRED|||-NONE-|||3
A 2 3|||R:SPELL|||preferences|||REQUIRED|||-NONE-|||3
A 3 7|||R:OTHER|||of|||REQUIRED|||-NONE-|||3
A 10 12|||R:OTHER|||may be different from those of|||REQUIRED|||-NONE-|||3
A 19 20|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||3

S In younger generation one can find more joy externally by chasing their dreams and in elderly people the it can be internal .
A 2 3|||R:NOUN:NUM|||generations|||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:NUM|||generations|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||;|||REQUIRED|||-NONE-|||1
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN:NUM|||generations|||REQUIRED|||-NONE-|||2
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 13 14|||R:OTHER|||;|||REQUIRED|||-NONE-|||2
A 17 18|||R:OTHER|||,|||REQUIRED|||-NONE-|||2
A 0 1|||M:NOUN|||People in|||REQUIRED|||-NONE-|||3
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 2 3|||R:NOUN:NUM|||generations|||REQUIRED|||-NONE-|||3
A 3 4|||U:PRON||||||REQUIRED|||-NONE-|||3
A 13 14|||R:CONJ|||but|||REQUIRED|||-NONE-|||3
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||3
A 21 21|||M:VERB|||found|||REQUIRED|||-NONE-|||3
A 21 22|||R:MORPH|||internally|||REQUIRED|||-NONE-|||3

S It has some problems that it can effect to humens .
A 5 6|||U:PRON||||||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||humans|||REQUIRED|||-NONE-|||0
A 5 6|||U:PRON||||||REQUIRED|||-NONE-|||1
A 7 9|||R:VERB|||affect|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||humans|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||affect|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||humans|||REQUIRED|||-NONE-|||2
A 5 6|||U:PRON||||||REQUIRED|||-NONE-|||3
A 7 9|||R:VERB|||affect|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||humans|||REQUIRED|||-NONE-|||3

S Sure , both arguments will probably decrease the number of cars , but the strongest argument speaks for itself : China .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S It mentions that now , it has reached to some oarts of North America .
A 2 5|||R:OTHER|||how|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||parts|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||parts|||REQUIRED|||-NONE-|||1
A 3 5|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 7 7|||M:ADV|||now|||REQUIRED|||-NONE-|||2
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||parts|||REQUIRED|||-NONE-|||2
A 4 5|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||parts|||REQUIRED|||-NONE-|||3

S And I expect , if we lose quanlities of cars , we will protect our life , our environment , and we will not depend on resourse gas ,
A 0 12|||U:OTHER|||We|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||0
A 21 23|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 24 24|||M:OTHER|||be so|||REQUIRED|||-NONE-|||0
A 24 25|||R:MORPH|||dependent|||REQUIRED|||-NONE-|||0
A 26 27|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 28 29|||R:OTHER|||if we decrease the amount of cars .|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||quantities|||REQUIRED|||-NONE-|||1
A 26 26|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 26 27|||R:SPELL|||resource|||REQUIRED|||-NONE-|||1
A 27 27|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 28 29|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||that|||REQUIRED|||-NONE-|||2
A 6 8|||R:OTHER|||lessen the quantity|||REQUIRED|||-NONE-|||2
A 15 16|||R:NOUN:NUM|||lives|||REQUIRED|||-NONE-|||2
A 16 17|||R:OTHER|||and|||REQUIRED|||-NONE-|||2
A 26 27|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 28 29|||R:OTHER|||as a resource .|||REQUIRED|||-NONE-|||2
A 3 4|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 6 8|||R:OTHER|||decrease the quantity|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||and|||REQUIRED|||-NONE-|||3
A 24 24|||M:VERB|||be|||REQUIRED|||-NONE-|||3
A 24 25|||R:MORPH|||dependent|||REQUIRED|||-NONE-|||3
A 26 27|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 28 29|||R:PUNCT|||.|||REQUIRED|||-NONE-|||3

S I claim that they are not yet able to feel the same feeling of satisfaction that an old man , seing his grandchilds playing , does have .
A 12 13|||R:NOUN|||sense|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||has when he|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:INFL|||sees|||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN:INFL|||grandchildren|||REQUIRED|||-NONE-|||0
A 23 27|||R:OTHER|||play|||REQUIRED|||-NONE-|||0
A 17 18|||R:ADJ:FORM|||older|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB:INFL|||seeing|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN:INFL|||grandchildren|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:FORM|||play|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB|||is|||REQUIRED|||-NONE-|||1
A 26 27|||R:OTHER|||able to|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB|||think|||REQUIRED|||-NONE-|||2
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||2
A 12 14|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 15 16|||R:PREP|||as|||REQUIRED|||-NONE-|||2
A 19 20|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 20 21|||R:VERB:INFL|||seeing|||REQUIRED|||-NONE-|||2
A 22 23|||R:NOUN:INFL|||grandchildren|||REQUIRED|||-NONE-|||2
A 24 27|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 20 21|||R:VERB:INFL|||seeing|||REQUIRED|||-NONE-|||3
A 22 23|||R:NOUN:INFL|||grandchildren|||REQUIRED|||-NONE-|||3
A 26 27|||U:VERB||||||REQUIRED|||-NONE-|||3

S Hence , I did not have to wake up too early this morning , I took the underground , and the train , then the underground in Rome .
A 13 14|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 18 19|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 13 14|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 19 20|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 23 23|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 26 26|||M:ADV|||again|||REQUIRED|||-NONE-|||1
A 13 14|||R:PUNCT|||;|||REQUIRED|||-NONE-|||2
A 19 20|||R:OTHER|||then|||REQUIRED|||-NONE-|||2
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 14 14|||M:ADV|||so|||REQUIRED|||-NONE-|||3
A 19 20|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 23 23|||M:CONJ|||and|||REQUIRED|||-NONE-|||3

S Edison , who invented a bulb , is obvious example .
A 8 8|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 4 5|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 8 8|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||the light|||REQUIRED|||-NONE-|||2
A 8 8|||M:DET|||an|||REQUIRED|||-NONE-|||2
A 4 5|||R:OTHER|||the light|||REQUIRED|||-NONE-|||3
A 8 8|||M:DET|||an|||REQUIRED|||-NONE-|||3

S Many people think that treasure never existed , but in reality it exits .
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB|||exists|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB|||exists|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||exists|||REQUIRED|||-NONE-|||2
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 12 13|||R:VERB|||does exist|||REQUIRED|||-NONE-|||3

S Maybe I can not enjoy in real meaning and I am tired .
A 5 6|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 5 5|||M:PRON|||it|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||its|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||the|||REQUIRED|||-NONE-|||2
A 5 6|||R:OTHER|||the|||REQUIRED|||-NONE-|||3
A 8 9|||R:OTHER|||because|||REQUIRED|||-NONE-|||3

S This does not imply that either person is not enjoying life , or enjoying it to a different degree .
A 3 4|||R:VERB|||suggest|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||both|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN|||people|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||degrees|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 10 10|||M:DET|||their|||REQUIRED|||-NONE-|||3
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||3

S Even if they use buses , whtch are big cars , the fact pepole taking bus still reduce the number of the car .
A 6 7|||R:SPELL|||which|||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||is that|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||people|||REQUIRED|||-NONE-|||0
A 15 15|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:SVA|||reduces|||REQUIRED|||-NONE-|||0
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||which|||REQUIRED|||-NONE-|||1
A 13 13|||M:VERB|||is|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||people|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||buses|||REQUIRED|||-NONE-|||1
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||which|||REQUIRED|||-NONE-|||2
A 9 10|||R:NOUN|||vehicles|||REQUIRED|||-NONE-|||2
A 13 13|||M:PREP|||that|||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||people|||REQUIRED|||-NONE-|||2
A 14 14|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||2
A 15 15|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 17 18|||R:VERB:SVA|||reduces|||REQUIRED|||-NONE-|||2
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||2
A 22 23|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||which|||REQUIRED|||-NONE-|||3
A 13 13|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||people|||REQUIRED|||-NONE-|||3
A 14 15|||R:VERB:FORM|||take|||REQUIRED|||-NONE-|||3
A 15 15|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 17 18|||R:VERB:SVA|||reduces|||REQUIRED|||-NONE-|||3
A 21 22|||U:DET||||||REQUIRED|||-NONE-|||3
A 22 23|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||3

S Our group decided to open Waseda Cafe .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Nowadays so many people study the way that makes advertisemets increase the sells , that is why our behaviour is influenced by what we listen or what we see on the television .
A 1 2|||U:ADV||||||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||how|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||advertisements|||REQUIRED|||-NONE-|||0
A 11 16|||R:OTHER|||sales and|||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN|||behavior|||REQUIRED|||-NONE-|||0
A 25 25|||M:OTHER|||to ,|||REQUIRED|||-NONE-|||0
A 29 29|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 30 31|||U:DET||||||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||advertisements|||REQUIRED|||-NONE-|||1
A 11 13|||R:OTHER|||sales|||REQUIRED|||-NONE-|||1
A 13 14|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN|||behavior|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||advertisements|||REQUIRED|||-NONE-|||2
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||2
A 18 19|||R:NOUN|||behavior|||REQUIRED|||-NONE-|||2
A 25 25|||M:PREP|||to|||REQUIRED|||-NONE-|||2
A 8 9|||U:VERB||||||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||advertisements|||REQUIRED|||-NONE-|||3
A 11 13|||R:OTHER|||sales|||REQUIRED|||-NONE-|||3
A 14 16|||R:OTHER|||and|||REQUIRED|||-NONE-|||3
A 25 25|||M:PREP|||to|||REQUIRED|||-NONE-|||3

S However , I also feel good about this because this shows the huge leap we could make in twenty years , not just small steps .
A 9 10|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||rather than|||REQUIRED|||-NONE-|||0
A 23 23|||M:VERB|||taking|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 9 10|||R:PRON|||it|||REQUIRED|||-NONE-|||2
A 9 10|||R:PRON|||it|||REQUIRED|||-NONE-|||3

S She also use this to challenge the reading passage .
A 2 3|||R:VERB:SVA|||uses|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||uses|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB:SVA|||uses|||REQUIRED|||-NONE-|||3

S In this way a person always feels to be original and `` modern '' , not `` ancient '' like people that surroand him or her .
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 9|||U:VERB||||||REQUIRED|||-NONE-|||0
A 13 15|||R:WO|||, ''|||REQUIRED|||-NONE-|||0
A 20 20|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 22 23|||R:SPELL|||surround|||REQUIRED|||-NONE-|||0
A 8 9|||U:VERB||||||REQUIRED|||-NONE-|||1
A 22 23|||R:SPELL|||surround|||REQUIRED|||-NONE-|||1
A 7 9|||U:VERB||||||REQUIRED|||-NONE-|||2
A 13 15|||R:WO|||, ''|||REQUIRED|||-NONE-|||2
A 20 20|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 22 23|||R:SPELL|||surround|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB|||wants|||REQUIRED|||-NONE-|||3
A 8 9|||R:VERB|||feel|||REQUIRED|||-NONE-|||3
A 20 20|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 22 23|||R:SPELL|||surround|||REQUIRED|||-NONE-|||3

S I need to understand what are carbohydrates , proteins , vitamins and minerals and how they are unfolded in our body to produce ATP .
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 13 13|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||1
A 13 13|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 16 18|||R:VERB|||work|||REQUIRED|||-NONE-|||1
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||2
A 13 13|||M:VERB|||are|||REQUIRED|||-NONE-|||2
A 17 18|||R:VERB|||utilized|||REQUIRED|||-NONE-|||2
A 5 6|||U:VERB||||||REQUIRED|||-NONE-|||3
A 13 13|||M:VERB|||are|||REQUIRED|||-NONE-|||3
A 17 18|||R:VERB|||metabolized|||REQUIRED|||-NONE-|||3

S and none of tourist will come and yellowstone will not be popular and of course , local businesses that depended on park visitors suffered as a result .
A 0 2|||U:CONJ|||None|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||tourists|||REQUIRED|||-NONE-|||0
A 7 8|||R:ORTH|||Yellowstone|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 19 20|||R:VERB:TENSE|||depend|||REQUIRED|||-NONE-|||0
A 23 24|||R:VERB:TENSE|||will suffer|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||None|||REQUIRED|||-NONE-|||1
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||tourists|||REQUIRED|||-NONE-|||1
A 6 8|||R:OTHER|||, Yellowstone|||REQUIRED|||-NONE-|||1
A 11 11|||M:ADV|||as|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:TENSE|||depend|||REQUIRED|||-NONE-|||1
A 21 21|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB:TENSE|||will suffer|||REQUIRED|||-NONE-|||1
A 0 2|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 2 3|||R:OTHER|||No|||REQUIRED|||-NONE-|||2
A 3 4|||R:NOUN:NUM|||tourists|||REQUIRED|||-NONE-|||2
A 7 8|||R:ORTH|||Yellowstone|||REQUIRED|||-NONE-|||2
A 19 20|||R:VERB:TENSE|||depend|||REQUIRED|||-NONE-|||2
A 23 24|||R:VERB:FORM|||suffer|||REQUIRED|||-NONE-|||2
A 0 2|||U:CONJ|||None|||REQUIRED|||-NONE-|||3
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN:NUM|||tourists|||REQUIRED|||-NONE-|||3
A 7 8|||R:ORTH|||Yellowstone|||REQUIRED|||-NONE-|||3
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 19 20|||R:VERB:TENSE|||depend|||REQUIRED|||-NONE-|||3
A 23 24|||R:VERB:TENSE|||will suffer|||REQUIRED|||-NONE-|||3

S When we go to their home , they look like to be hapiness .
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||0
A 12 13|||R:ADJ|||happy|||REQUIRED|||-NONE-|||0
A 9 10|||U:PREP||||||REQUIRED|||-NONE-|||1
A 12 13|||R:ADJ|||happy|||REQUIRED|||-NONE-|||1
A 12 13|||R:ADJ|||happy|||REQUIRED|||-NONE-|||2
A 10 11|||R:OTHER|||they|||REQUIRED|||-NONE-|||3
A 11 12|||R:MORPH|||are|||REQUIRED|||-NONE-|||3
A 12 13|||R:ADJ|||happy|||REQUIRED|||-NONE-|||3

S But if all you want is stay at home and live on your own , perhaps it is not that important for you .
A 6 6|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 6 6|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1
A 6 6|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Our country have been criticizing on the one way teaching .
A 1 2|||R:NOUN:NUM|||countries|||REQUIRED|||-NONE-|||0
A 5 6|||R:OTHER|||only|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 9|||M:PREP|||of|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||1
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||2
A 4 5|||R:VERB:FORM|||criticized|||REQUIRED|||-NONE-|||2
A 7 8|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 9 9|||M:PRON|||we|||REQUIRED|||-NONE-|||2
A 9 10|||R:MORPH|||teach|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||3
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||3

S It is also possible that travelers could be re-schedule the plan and the destinations .
A 6 9|||R:VERB|||can change|||REQUIRED|||-NONE-|||0
A 7 8|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 7 8|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||2
A 9 10|||R:DET|||their|||REQUIRED|||-NONE-|||2
A 10 11|||R:NOUN:NUM|||plans|||REQUIRED|||-NONE-|||2
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||2
A 7 9|||R:VERB|||reschedule|||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN|||trip|||REQUIRED|||-NONE-|||3

S It is not much less frequent , though , and it still fulfills the needs that we have for it today .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S as a conclution you are not atracted totaly by the product but , by the lifestile that this product will give to you .
A 0 1|||R:ORTH|||As|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||conclusion|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||attracted|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||totally|||REQUIRED|||-NONE-|||0
A 11 13|||R:WO|||, but|||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||lifestyle|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||As|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||conclusion|||REQUIRED|||-NONE-|||1
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||attracted|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||totally|||REQUIRED|||-NONE-|||1
A 12 13|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||lifestyle|||REQUIRED|||-NONE-|||1
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||2
A 1 2|||R:DET|||The|||REQUIRED|||-NONE-|||2
A 2 5|||R:OTHER|||product is|||REQUIRED|||-NONE-|||2
A 6 14|||R:OTHER|||as attractive as|||REQUIRED|||-NONE-|||2
A 15 16|||R:SPELL|||lifestyle|||REQUIRED|||-NONE-|||2
A 17 18|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 21 22|||U:PREP||||||REQUIRED|||-NONE-|||2
A 0 1|||R:PREP|||In|||REQUIRED|||-NONE-|||3
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||3
A 2 3|||R:SPELL|||conclusion|||REQUIRED|||-NONE-|||3
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 6 7|||R:SPELL|||attracted|||REQUIRED|||-NONE-|||3
A 7 8|||R:ADV|||entirely|||REQUIRED|||-NONE-|||3
A 12 13|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 15 16|||R:SPELL|||lifestyle|||REQUIRED|||-NONE-|||3
A 20 22|||R:OTHER|||provide|||REQUIRED|||-NONE-|||3
A 23 23|||M:PREP|||with|||REQUIRED|||-NONE-|||3

S Though I am from Fukuoka , now I live in Yokohama in order to go to Yokohama City University .
A 6 8|||R:WO|||I now|||REQUIRED|||-NONE-|||0
A 6 8|||R:WO|||I now|||REQUIRED|||-NONE-|||1
A 6 8|||R:WO|||I now|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S In the twenty years , they also can give us the better cars to use less resources-consumed transportation tools and give us the much more convenience tools for our travelling .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||fewer|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN|||resources|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||0
A 25 26|||R:MORPH|||convenient|||REQUIRED|||-NONE-|||0
A 28 29|||U:DET||||||REQUIRED|||-NONE-|||0
A 29 30|||R:MORPH|||traveling|||REQUIRED|||-NONE-|||0
A 2 2|||M:ADJ|||next|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||resources consumed|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 26 26|||M:OTHER|||, and|||REQUIRED|||-NONE-|||1
A 6 8|||R:WO|||can also|||REQUIRED|||-NONE-|||2
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||2
A 16 19|||R:OTHER|||resources|||REQUIRED|||-NONE-|||2
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||2
A 25 26|||R:MORPH|||convenient|||REQUIRED|||-NONE-|||2
A 29 30|||R:MORPH|||traveling|||REQUIRED|||-NONE-|||2
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||3
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||3
A 13 14|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 14 17|||R:OTHER|||consume fewer|||REQUIRED|||-NONE-|||3
A 17 19|||R:NOUN|||resources|||REQUIRED|||-NONE-|||3
A 20 24|||R:OTHER|||be|||REQUIRED|||-NONE-|||3
A 25 26|||R:MORPH|||convenient|||REQUIRED|||-NONE-|||3
A 26 27|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 28 30|||R:OTHER|||travel|||REQUIRED|||-NONE-|||3

S It is necessary a breakthrough event or product to succeed .
A 3 3|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 3 3|||M:PREP|||for|||REQUIRED|||-NONE-|||2
A 0 4|||U:OTHER|||A|||REQUIRED|||-NONE-|||3
A 8 8|||M:OTHER|||is necessary|||REQUIRED|||-NONE-|||3

S lot 's of people using bycicle to go where .
A 0 2|||R:NOUN:POSS|||Lots|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:FORM|||use|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||bicycles|||REQUIRED|||-NONE-|||0
A 8 9|||R:ADV|||somewhere|||REQUIRED|||-NONE-|||0
A 0 2|||R:NOUN:POSS|||Lots|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:FORM|||use|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||bicycles|||REQUIRED|||-NONE-|||1
A 8 9|||R:ADV|||everywhere|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Lot|||REQUIRED|||-NONE-|||2
A 4 4|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||bicycles|||REQUIRED|||-NONE-|||2
A 8 9|||R:ADV|||everywhere|||REQUIRED|||-NONE-|||2
A 0 2|||R:NOUN:POSS|||Lots|||REQUIRED|||-NONE-|||3
A 4 5|||R:VERB:FORM|||use|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||bicycles|||REQUIRED|||-NONE-|||3
A 8 9|||R:ADV|||everywhere|||REQUIRED|||-NONE-|||3

S Second , old houses can stands in the way of the development of communicates .
A 5 6|||R:VERB:FORM|||stand|||REQUIRED|||-NONE-|||0
A 13 14|||R:MORPH|||communities|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:FORM|||stand|||REQUIRED|||-NONE-|||1
A 13 14|||R:MORPH|||communities|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:FORM|||stand|||REQUIRED|||-NONE-|||2
A 13 14|||R:MORPH|||communities|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB:FORM|||stand|||REQUIRED|||-NONE-|||3
A 13 14|||R:MORPH|||communities|||REQUIRED|||-NONE-|||3

S what we have to care about is that the oil is not used only for cars but also other materials .
A 0 1|||R:ORTH|||What|||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 18 18|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||What|||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 18|||M:PREP|||for|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||What|||REQUIRED|||-NONE-|||2
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||What|||REQUIRED|||-NONE-|||3
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||3
A 18 18|||M:PREP|||for|||REQUIRED|||-NONE-|||3

S due to this new product is floop in a market .
A 0 1|||R:ORTH|||Due|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||flop|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Due|||REQUIRED|||-NONE-|||1
A 5 5|||M:OTHER|||, it|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||flop|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Due|||REQUIRED|||-NONE-|||2
A 5 5|||M:PRON|||it|||REQUIRED|||-NONE-|||2
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||flop|||REQUIRED|||-NONE-|||2
A 8 9|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Due|||REQUIRED|||-NONE-|||3
A 3 3|||M:OTHER|||, the|||REQUIRED|||-NONE-|||3
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 6 7|||R:SPELL|||flop|||REQUIRED|||-NONE-|||3
A 8 9|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 9 10|||R:NOUN|||marketplace|||REQUIRED|||-NONE-|||3

S Fresh water will be carried by the ship of that travels from Europe to the east coast of North America , and therefore the mussel will be spread to the whole of Europe .
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||0
A 24 25|||R:NOUN:NUM|||mussels|||REQUIRED|||-NONE-|||0
A 26 27|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 29 31|||R:OTHER|||all|||REQUIRED|||-NONE-|||0
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||1
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||2
A 29 31|||R:OTHER|||all|||REQUIRED|||-NONE-|||2
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||3
A 7 8|||R:NOUN:NUM|||ships|||REQUIRED|||-NONE-|||3
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB:SVA|||travel|||REQUIRED|||-NONE-|||3
A 24 25|||R:NOUN:NUM|||mussels|||REQUIRED|||-NONE-|||3
A 28 32|||R:OTHER|||throughout|||REQUIRED|||-NONE-|||3

S I do not gree that initative people will take risk more than those who do not .
A 3 4|||R:VERB|||agree|||REQUIRED|||-NONE-|||0
A 5 6|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||with initiative|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||agree|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||imitative|||REQUIRED|||-NONE-|||1
A 9 10|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 11 11|||M:NOUN|||risks|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB|||agree|||REQUIRED|||-NONE-|||2
A 5 6|||U:ADJ||||||REQUIRED|||-NONE-|||2
A 7 7|||M:OTHER|||who take initiative|||REQUIRED|||-NONE-|||2
A 8 9|||R:VERB|||assume|||REQUIRED|||-NONE-|||2
A 9 10|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB|||agree|||REQUIRED|||-NONE-|||3
A 5 6|||U:ADJ||||||REQUIRED|||-NONE-|||3
A 7 7|||M:OTHER|||with initiative|||REQUIRED|||-NONE-|||3

S Graham bell worked a lot and took risks for inventing this Telephone apart from is electrical knowledge .
A 1 2|||R:ORTH|||Bell|||REQUIRED|||-NONE-|||0
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 11 12|||R:ORTH|||telephone|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||his|||REQUIRED|||-NONE-|||0
A 1 2|||R:ORTH|||Bell|||REQUIRED|||-NONE-|||1
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 11 12|||R:ORTH|||telephone|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||his|||REQUIRED|||-NONE-|||1
A 0 0|||M:OTHER|||Apart from just using his electrical knowledge ,|||REQUIRED|||-NONE-|||2
A 1 2|||R:ORTH|||Bell|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||in order|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB:FORM|||to invent|||REQUIRED|||-NONE-|||2
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 11 12|||R:ORTH|||telephone|||REQUIRED|||-NONE-|||2
A 12 17|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 0 0|||M:OTHER|||Apart from his electrical knowledge ,|||REQUIRED|||-NONE-|||3
A 1 2|||R:OTHER|||Bell also|||REQUIRED|||-NONE-|||3
A 3 5|||R:OTHER|||hard|||REQUIRED|||-NONE-|||3
A 8 9|||R:PART|||to|||REQUIRED|||-NONE-|||3
A 9 10|||R:VERB:FORM|||invent|||REQUIRED|||-NONE-|||3
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 11 12|||R:ORTH|||telephone|||REQUIRED|||-NONE-|||3
A 12 17|||U:OTHER||||||REQUIRED|||-NONE-|||3

S For example , during the traffic jam , the transit ca n't accomodate such large amount of people , how would the clerks .
A 8 8|||M:PREP|||if|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||accommodate|||REQUIRED|||-NONE-|||0
A 14 14|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 23 24|||R:PUNCT|||?|||REQUIRED|||-NONE-|||0
A 0 4|||U:OTHER|||During|||REQUIRED|||-NONE-|||1
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||clerks could|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||accommodate|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 18 23|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||accommodate|||REQUIRED|||-NONE-|||2
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||3
A 6 7|||R:NOUN:NUM|||jams|||REQUIRED|||-NONE-|||3
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||3
A 12 13|||R:SPELL|||accommodate|||REQUIRED|||-NONE-|||3
A 14 14|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 18 23|||U:OTHER||||||REQUIRED|||-NONE-|||3

S He or she can help me in languages , introducing specific beautiful places , what the special food in that country is , and how about that country 's culture .
A 14 14|||M:VERB|||teaching|||REQUIRED|||-NONE-|||0
A 24 25|||U:ADV||||||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 10 10|||M:OTHER|||me to|||REQUIRED|||-NONE-|||1
A 16 18|||R:OTHER|||cuisine|||REQUIRED|||-NONE-|||1
A 24 25|||U:ADV||||||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||with|||REQUIRED|||-NONE-|||2
A 24 25|||U:ADV||||||REQUIRED|||-NONE-|||2
A 6 7|||R:PREP|||with|||REQUIRED|||-NONE-|||3
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 7 8|||R:NOUN:NUM|||language|||REQUIRED|||-NONE-|||3
A 8 9|||R:OTHER|||and|||REQUIRED|||-NONE-|||3
A 9 10|||R:VERB:FORM|||introduce|||REQUIRED|||-NONE-|||3
A 10 11|||R:OTHER|||me to|||REQUIRED|||-NONE-|||3
A 14 15|||U:PRON||||||REQUIRED|||-NONE-|||3
A 21 22|||U:VERB||||||REQUIRED|||-NONE-|||3
A 24 26|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 26 27|||R:DET|||the|||REQUIRED|||-NONE-|||3

S and new gerrthion berfer to uesing the transport this why know thay think in tewenty years fewer car use .
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 1 3|||R:ORTH|||New Gerrthion|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB|||prefers|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||use|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||public|||REQUIRED|||-NONE-|||0
A 7 8|||R:MORPH|||transportation|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 9 9|||M:VERB|||is|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||now|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||they|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||twenty|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||there will be less|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||And|||REQUIRED|||-NONE-|||1
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||generation|||REQUIRED|||-NONE-|||1
A 3 5|||R:OTHER|||prefer|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||using|||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||this|||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 9|||M:VERB|||is|||REQUIRED|||-NONE-|||1
A 10 12|||R:OTHER|||they|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||twenty|||REQUIRED|||-NONE-|||1
A 16 16|||M:OTHER|||there will be|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||And|||REQUIRED|||-NONE-|||2
A 2 3|||R:ORTH|||Gerrthion|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB|||prefers|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB|||use|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||they|||REQUIRED|||-NONE-|||2
A 14 15|||R:SPELL|||twenty|||REQUIRED|||-NONE-|||2
A 0 2|||U:CONJ|||New|||REQUIRED|||-NONE-|||3
A 2 3|||R:SPELL|||generation|||REQUIRED|||-NONE-|||3
A 3 4|||R:VERB|||prefer|||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB|||use|||REQUIRED|||-NONE-|||3
A 7 7|||M:ADJ|||public|||REQUIRED|||-NONE-|||3
A 8 9|||R:OTHER|||, which is|||REQUIRED|||-NONE-|||3
A 10 10|||M:PRON|||we|||REQUIRED|||-NONE-|||3
A 11 11|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||they|||REQUIRED|||-NONE-|||3
A 13 16|||R:OTHER|||there will be|||REQUIRED|||-NONE-|||3
A 17 18|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||3
A 18 18|||M:PREP|||in|||REQUIRED|||-NONE-|||3
A 19 19|||M:OTHER|||in twenty years|||REQUIRED|||-NONE-|||3

S travelling by youself is very good for your fulture .
A 0 1|||R:VERB:FORM|||Traveling|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||yourself|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||future|||REQUIRED|||-NONE-|||0
A 0 1|||R:VERB:FORM|||Traveling|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||yourself|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||future|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Travelling|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||yourself|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||future|||REQUIRED|||-NONE-|||2
A 0 1|||R:VERB:FORM|||Traveling|||REQUIRED|||-NONE-|||3
A 2 3|||R:SPELL|||yourself|||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||future|||REQUIRED|||-NONE-|||3

S But if I was trying to do all the sight-seeing without a tour guide , that would be very difficult and dangerous .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN|||sightseeing|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S When we talk about the so-called value of a product , we envision a scenario where dozens of products are available in supermarket shelves and when you switch on a television , there is an endless stream of commercials , each claiming exciting new features about the products advertised .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 21 22|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 33 34|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 21 22|||R:PREP|||on|||REQUIRED|||-NONE-|||2
A 21 22|||R:PREP|||on|||REQUIRED|||-NONE-|||3
A 22 22|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 29 30|||R:DET|||the|||REQUIRED|||-NONE-|||3

S In addition , it uses the North Satr to migrate directly to the north .
A 7 8|||R:SPELL|||Star|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||Star|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||Star|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||Star|||REQUIRED|||-NONE-|||3

S Sometimes , even a personality , like a famous actor , becomes this truthworthy voice .
A 5 6|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||trustworthy|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||trustworthy|||REQUIRED|||-NONE-|||1
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||trustworthy|||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||trustworthy|||REQUIRED|||-NONE-|||3

S For example , the hamburgers in the commercials and menus look way more juicy , neat , and fresh than the ones you buy .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||shown on|||REQUIRED|||-NONE-|||2
A 16 17|||U:PUNCT||||||REQUIRED|||-NONE-|||3

S Now a days all the up coming the gratdutes are just muging the subject mostly 70 % of subjectjust learl .
A 0 3|||R:ORTH|||Nowadays|||REQUIRED|||-NONE-|||0
A 5 7|||R:ORTH|||upcoming|||REQUIRED|||-NONE-|||0
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||graduates|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||muddling|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||subjects|||REQUIRED|||-NONE-|||0
A 19 19|||M:ADV|||just|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||learn|||REQUIRED|||-NONE-|||0
A 0 3|||R:ORTH|||Nowadays|||REQUIRED|||-NONE-|||1
A 5 7|||R:ORTH|||upcoming|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||graduates|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB|||forgetting|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN:NUM|||subjects|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||subjects|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||just learned|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||graduates|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||muddling|||REQUIRED|||-NONE-|||2
A 18 19|||R:ORTH|||subject just|||REQUIRED|||-NONE-|||2
A 19 20|||R:SPELL|||learn|||REQUIRED|||-NONE-|||2
A 5 7|||R:ORTH|||upcoming|||REQUIRED|||-NONE-|||3
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||graduates|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||missing|||REQUIRED|||-NONE-|||3
A 18 18|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 18 19|||R:ORTH|||subject just|||REQUIRED|||-NONE-|||3
A 19 20|||R:SPELL|||learned|||REQUIRED|||-NONE-|||3

S For me there are few very friends or cklassmates that would the better for a friend .
A 8 9|||R:SPELL|||classmates|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||be|||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||as|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||classmates|||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||as|||REQUIRED|||-NONE-|||1
A 4 6|||R:WO|||very few|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||classmates|||REQUIRED|||-NONE-|||2
A 10 10|||M:PRON|||I|||REQUIRED|||-NONE-|||2
A 11 12|||R:ADV|||rather|||REQUIRED|||-NONE-|||2
A 12 13|||R:OTHER|||have|||REQUIRED|||-NONE-|||2
A 13 14|||R:PREP|||as|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||classmates|||REQUIRED|||-NONE-|||3
A 11 12|||R:OTHER|||be|||REQUIRED|||-NONE-|||3
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 15 16|||R:NOUN:NUM|||friends|||REQUIRED|||-NONE-|||3

S all the facts are mere deceptions .
A 0 1|||R:ORTH|||All|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||All|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||All|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||All|||REQUIRED|||-NONE-|||3

S We still don`t know aliens to be or not to be in our solar system .
A 2 3|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||0
A 4 4|||M:PREP|||whether|||REQUIRED|||-NONE-|||0
A 5 7|||R:VERB:FORM|||are|||REQUIRED|||-NONE-|||0
A 7 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||1
A 4 4|||M:PREP|||if|||REQUIRED|||-NONE-|||1
A 5 7|||R:VERB:FORM|||are|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||are n't|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB|||exist|||REQUIRED|||-NONE-|||2
A 9 11|||U:VERB||||||REQUIRED|||-NONE-|||2
A 2 3|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||3
A 4 4|||M:PREP|||if|||REQUIRED|||-NONE-|||3
A 5 7|||R:VERB:FORM|||are|||REQUIRED|||-NONE-|||3
A 7 11|||U:OTHER||||||REQUIRED|||-NONE-|||3

S If I travel in a group by a tour guide , I will be limit a time .
A 6 7|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:FORM|||limited|||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||at|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||times|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||with|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:FORM|||limited|||REQUIRED|||-NONE-|||1
A 15 15|||M:PREP|||in|||REQUIRED|||-NONE-|||1
A 15 16|||R:DET|||my|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||with|||REQUIRED|||-NONE-|||2
A 14 15|||R:VERB:FORM|||limited|||REQUIRED|||-NONE-|||2
A 15 16|||R:OTHER|||on|||REQUIRED|||-NONE-|||2
A 6 7|||R:PREP|||with|||REQUIRED|||-NONE-|||3
A 14 15|||R:VERB:FORM|||limiting|||REQUIRED|||-NONE-|||3
A 15 16|||R:DET|||my|||REQUIRED|||-NONE-|||3

S Attendence does not mean that teenegers are fully participating in class .
A 0 1|||R:SPELL|||Attendance|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||teenagers|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Attendance|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||teenagers|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Attendance|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||teenagers|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||Attendance|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||teenagers|||REQUIRED|||-NONE-|||3

S Trust me , the God will wish the young people .
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||provide|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||for|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 7|||M:PREP|||for|||REQUIRED|||-NONE-|||2
A 4 5|||R:OTHER|||god 's|||REQUIRED|||-NONE-|||3
A 6 7|||R:OTHER|||is for|||REQUIRED|||-NONE-|||3

S In studing the processes underlying biochemical pathways knowledge of biochemistry is required which is an integration of biology and chemistry .
A 1 2|||R:SPELL|||studying|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||, a|||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||studying|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||studying|||REQUIRED|||-NONE-|||2
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 0 8|||U:OTHER|||Knowledge|||REQUIRED|||-NONE-|||3
A 10 10|||M:OTHER|||, biology and chemistry|||REQUIRED|||-NONE-|||3
A 12 20|||R:OTHER|||when studying biochemical pathways|||REQUIRED|||-NONE-|||3

S Thanks to new and `` out of the box '' way of thinking it is what made our civilizations what it 's now .
A 10 11|||R:NOUN:NUM|||ways|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 13 14|||R:PRON|||these|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 20 21|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 21 22|||R:CONTR|||are|||REQUIRED|||-NONE-|||0
A 0 3|||U:OTHER|||New|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||ways|||REQUIRED|||-NONE-|||1
A 13 16|||R:OTHER|||have|||REQUIRED|||-NONE-|||1
A 20 21|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 21 22|||R:CONTR|||are|||REQUIRED|||-NONE-|||1
A 10 12|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 13 17|||R:OTHER|||,|||REQUIRED|||-NONE-|||2
A 18 19|||R:NOUN:NUM|||civilization|||REQUIRED|||-NONE-|||2
A 19 19|||M:OTHER|||has been made into|||REQUIRED|||-NONE-|||2
A 21 22|||R:CONTR|||is|||REQUIRED|||-NONE-|||2
A 0 3|||U:OTHER|||New|||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN:NUM|||ways|||REQUIRED|||-NONE-|||3
A 13 15|||R:OTHER|||are|||REQUIRED|||-NONE-|||3
A 21 22|||R:CONTR|||is|||REQUIRED|||-NONE-|||3

S when tlaked to the employment the company should not knowa
A 0 1|||R:ORTH|||When|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB|||talking|||REQUIRED|||-NONE-|||0
A 4 5|||R:MORPH|||employed|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||know|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||When|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB|||talking|||REQUIRED|||-NONE-|||1
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||know|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||When|||REQUIRED|||-NONE-|||2
A 1 2|||R:VERB|||talking|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||know|||REQUIRED|||-NONE-|||2
A 10 10|||M:PUNCT|||.|||REQUIRED|||-NONE-|||2
A 0 5|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 5 6|||R:ORTH|||The|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||know|||REQUIRED|||-NONE-|||3
A 10 10|||M:PREP|||about|||REQUIRED|||-NONE-|||3
A 10 10|||M:OTHER|||one 's|||REQUIRED|||-NONE-|||3
A 10 10|||M:OTHER|||employment ,|||REQUIRED|||-NONE-|||3

S In this moment become business became online-business .
A 3 4|||R:OTHER|||the|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||, most|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||businesses|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||online businesses|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 3 4|||R:OTHER|||, the new|||REQUIRED|||-NONE-|||3
A 6 6|||M:DET|||an|||REQUIRED|||-NONE-|||3
A 6 7|||R:OTHER|||online business|||REQUIRED|||-NONE-|||3

S Traveling is very importen to the peoples to know about world and in group ti could be might as well .
A 3 4|||R:SPELL|||important|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||people|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||groups|||REQUIRED|||-NONE-|||0
A 14 15|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 17 18|||U:VERB||||||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||important|||REQUIRED|||-NONE-|||1
A 4 5|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||people|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||learn|||REQUIRED|||-NONE-|||1
A 13 13|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 14 15|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 16 18|||R:VERB|||go|||REQUIRED|||-NONE-|||1
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||important|||REQUIRED|||-NONE-|||2
A 4 5|||R:PREP|||for|||REQUIRED|||-NONE-|||2
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||people|||REQUIRED|||-NONE-|||2
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 12 12|||M:VERB|||traveling|||REQUIRED|||-NONE-|||2
A 13 13|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 14 15|||U:PRON||||||REQUIRED|||-NONE-|||2
A 17 18|||R:ADJ|||important|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||important|||REQUIRED|||-NONE-|||3
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||3
A 6 7|||R:NOUN:NUM|||people|||REQUIRED|||-NONE-|||3
A 8 9|||R:VERB|||learn|||REQUIRED|||-NONE-|||3
A 12 15|||R:OTHER|||they|||REQUIRED|||-NONE-|||3
A 15 18|||R:VERB|||may|||REQUIRED|||-NONE-|||3
A 20 20|||M:OTHER|||travel in a group|||REQUIRED|||-NONE-|||3

S it contributes to the air pollution and the temperature arising .
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||rising|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||1
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||2
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||rising|||REQUIRED|||-NONE-|||2
A 8 9|||R:NOUN:NUM|||temperatures|||REQUIRED|||-NONE-|||2
A 9 10|||U:VERB||||||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||3
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||3
A 8 8|||M:VERB|||rising|||REQUIRED|||-NONE-|||3
A 9 10|||U:VERB||||||REQUIRED|||-NONE-|||3

S For instance , the birds are not usually try to remeber the subjects what they have passed by , such as a stone , a building , or even a small house .
A 8 9|||R:VERB:FORM|||trying|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||remember|||REQUIRED|||-NONE-|||0
A 13 14|||R:PRON|||that|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||remember|||REQUIRED|||-NONE-|||1
A 13 14|||R:PRON|||which|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:FORM|||trying|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||remember|||REQUIRED|||-NONE-|||2
A 13 14|||R:PRON|||that|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB:TENSE|||do|||REQUIRED|||-NONE-|||3
A 8 11|||R:VERB|||remember|||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN|||objects|||REQUIRED|||-NONE-|||3
A 13 14|||U:PRON||||||REQUIRED|||-NONE-|||3

S That`s turth !
A 0 1|||R:OTHER|||That|||REQUIRED|||-NONE-|||0
A 1 1|||M:OTHER|||'s the|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||truth|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||That 's|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||truth|||REQUIRED|||-NONE-|||1
A 0 1|||R:OTHER|||That|||REQUIRED|||-NONE-|||2
A 1 1|||M:OTHER|||'s the|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||truth|||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||That|||REQUIRED|||-NONE-|||3
A 1 1|||M:OTHER|||'s the|||REQUIRED|||-NONE-|||3
A 1 2|||R:SPELL|||truth|||REQUIRED|||-NONE-|||3

S iFor example , you had to employ a supervisor the manage the factory , and the operatating bill is much higher than the transportation costs .
A 0 1|||R:SPELL|||For|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 16 17|||R:SPELL|||operating|||REQUIRED|||-NONE-|||0
A 0 0|||M:PREP|||If|||REQUIRED|||-NONE-|||1
A 0 0|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||for|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 13 14|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||operating|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||For|||REQUIRED|||-NONE-|||2
A 9 10|||R:OTHER|||to|||REQUIRED|||-NONE-|||2
A 16 17|||R:SPELL|||operating|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||For|||REQUIRED|||-NONE-|||3
A 4 5|||R:VERB:TENSE|||have|||REQUIRED|||-NONE-|||3
A 9 10|||R:OTHER|||to|||REQUIRED|||-NONE-|||3
A 16 17|||R:SPELL|||operating|||REQUIRED|||-NONE-|||3

S Because it had creative and innovation .
A 3 4|||R:MORPH|||creativity|||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||creativity|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||is|||REQUIRED|||-NONE-|||2
A 5 6|||R:MORPH|||innovative|||REQUIRED|||-NONE-|||2
A 3 4|||R:MORPH|||creativity|||REQUIRED|||-NONE-|||3

S So it means there is no certain way about how migratintg birds find their way to the home .
A 3 3|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||migrating|||REQUIRED|||-NONE-|||0
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 3|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||migrating|||REQUIRED|||-NONE-|||1
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||migrating|||REQUIRED|||-NONE-|||2
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 6 7|||R:ADJ|||specific|||REQUIRED|||-NONE-|||3
A 8 9|||R:PREP|||in|||REQUIRED|||-NONE-|||3
A 9 10|||R:OTHER|||which|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||migrating|||REQUIRED|||-NONE-|||3
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||3

S Their life is repeteation of studying and learning .
A 3 4|||R:SPELL|||repetition|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||repetitions|||REQUIRED|||-NONE-|||1
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||repetition|||REQUIRED|||-NONE-|||2
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 3 4|||R:SPELL|||repetition|||REQUIRED|||-NONE-|||3

S However , the problem is if we use prescribed burning as a tool , it requires a lot of money - 10 times more than normal way .
A 5 5|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB:TENSE|||will require|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||ten|||REQUIRED|||-NONE-|||0
A 25 25|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 5 5|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 25 25|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 25 25|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 0 8|||R:OTHER|||Using|||REQUIRED|||-NONE-|||3
A 13 16|||R:OTHER|||is|||REQUIRED|||-NONE-|||3
A 17 19|||R:OTHER|||problem because it|||REQUIRED|||-NONE-|||3
A 19 21|||R:OTHER|||costs|||REQUIRED|||-NONE-|||3
A 25 25|||M:DET|||the|||REQUIRED|||-NONE-|||3

S But there are several reasons that drawn me into this conclusion .
A 6 7|||R:VERB:TENSE|||draw|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||draw|||REQUIRED|||-NONE-|||1
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||2
A 1 2|||R:PRON|||I|||REQUIRED|||-NONE-|||2
A 2 6|||R:OTHER|||have been|||REQUIRED|||-NONE-|||2
A 7 8|||U:PRON||||||REQUIRED|||-NONE-|||2
A 8 9|||R:PREP|||to|||REQUIRED|||-NONE-|||2
A 11 11|||M:OTHER|||for several reasons|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB:TENSE|||draw|||REQUIRED|||-NONE-|||3
A 8 9|||R:PREP|||to|||REQUIRED|||-NONE-|||3

S they usually forget where the book set .
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||books|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||1
A 4 4|||M:PRON|||they|||REQUIRED|||-NONE-|||1
A 4 7|||R:WO|||set the book|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||2
A 6 6|||M:VERB:TENSE|||is|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||3
A 6 6|||M:VERB:TENSE|||was|||REQUIRED|||-NONE-|||3
A 7 7|||M:PART|||down|||REQUIRED|||-NONE-|||3

S Who can say no to a buissnes that can make your life more safe ?
A 6 7|||R:SPELL|||business|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||business|||REQUIRED|||-NONE-|||1
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||1
A 13 14|||R:ADJ:FORM|||safer|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||business|||REQUIRED|||-NONE-|||2
A 12 13|||U:ADV||||||REQUIRED|||-NONE-|||2
A 13 14|||R:ADJ:FORM|||safer|||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||business|||REQUIRED|||-NONE-|||3

S For exammple , i prefar to specializes in public relation which is help me in my personal life , how to treat with author people .
A 1 2|||R:SPELL|||example|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||prefer|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:FORM|||specialize|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||relations|||REQUIRED|||-NONE-|||0
A 11 13|||R:VERB:TENSE|||helps|||REQUIRED|||-NONE-|||0
A 19 19|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 22 24|||R:OTHER|||other|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||example|||REQUIRED|||-NONE-|||1
A 3 4|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||prefer|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:FORM|||specialize|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||relations|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 13|||R:VERB|||teaches|||REQUIRED|||-NONE-|||1
A 18 19|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 22 24|||R:OTHER|||other|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||example|||REQUIRED|||-NONE-|||2
A 3 4|||R:ORTH|||I|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||prefer|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB:FORM|||specialize|||REQUIRED|||-NONE-|||2
A 9 10|||R:NOUN:NUM|||relations|||REQUIRED|||-NONE-|||2
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 12 12|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 13 13|||M:PREP|||to|||REQUIRED|||-NONE-|||2
A 18 19|||R:OTHER|||and knowing|||REQUIRED|||-NONE-|||2
A 22 24|||R:OTHER|||other|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||example|||REQUIRED|||-NONE-|||3
A 3 4|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||prefer|||REQUIRED|||-NONE-|||3
A 9 10|||R:NOUN:NUM|||relations|||REQUIRED|||-NONE-|||3
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 11 13|||R:VERB:TENSE|||helps|||REQUIRED|||-NONE-|||3
A 14 19|||R:OTHER|||learn|||REQUIRED|||-NONE-|||3
A 22 24|||R:OTHER|||other|||REQUIRED|||-NONE-|||3
A 25 25|||M:OTHER|||in my personal life|||REQUIRED|||-NONE-|||3

S Now let me tell you about daily activities of my father and compare it with mine .
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 13 14|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 13 14|||R:PRON|||them|||REQUIRED|||-NONE-|||2
A 6 9|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 11 11|||M:OTHER|||'s daily activities|||REQUIRED|||-NONE-|||3

S Although the professor in the listening passage explains that the solution is acceptable because not only the striped bass population is vital for menhaden but also the entire ecological system based on it .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 16 16|||M:VERB|||is|||REQUIRED|||-NONE-|||0
A 20 21|||U:VERB||||||REQUIRED|||-NONE-|||0
A 23 24|||R:ORTH|||Menhaden|||REQUIRED|||-NONE-|||0
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 16 16|||M:VERB|||is|||REQUIRED|||-NONE-|||1
A 20 21|||U:VERB||||||REQUIRED|||-NONE-|||1
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 30 30|||M:VERB:TENSE|||is|||REQUIRED|||-NONE-|||1
A 16 16|||M:VERB|||is|||REQUIRED|||-NONE-|||2
A 20 21|||U:VERB||||||REQUIRED|||-NONE-|||2
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 25 26|||U:ADV||||||REQUIRED|||-NONE-|||2
A 30 30|||M:VERB:TENSE|||is|||REQUIRED|||-NONE-|||2
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 16 16|||M:VERB|||is|||REQUIRED|||-NONE-|||3
A 20 21|||U:VERB||||||REQUIRED|||-NONE-|||3
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 30 31|||R:VERB|||depends|||REQUIRED|||-NONE-|||3

S the fact is that it would rain when the specific condition is prepared .
A 0 1|||R:ORTH|||The|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||The|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||conditions|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||met|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||The|||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||2
A 12 13|||R:ADJ|||present|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||The|||REQUIRED|||-NONE-|||3
A 12 13|||R:OTHER|||met|||REQUIRED|||-NONE-|||3

S that is not true also .
A 0 1|||R:ORTH|||That|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 5|||R:ADV|||as well|||REQUIRED|||-NONE-|||0
A 0 0|||M:OTHER|||Also ,|||REQUIRED|||-NONE-|||1
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||That|||REQUIRED|||-NONE-|||2
A 2 5|||R:WO|||also not true|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||That|||REQUIRED|||-NONE-|||3
A 2 5|||R:WO|||also not true|||REQUIRED|||-NONE-|||3

S First is how to release the drugs as fast as possible , in order to sell it faster and to make more money faster , but goverment requeres a certein amount of the testing to be done before the drug is reliased , so it reduses the date of drug release .
A 8 9|||R:ADV|||quickly|||REQUIRED|||-NONE-|||0
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 16 17|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 19 20|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 21 22|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 26 27|||R:SPELL|||government|||REQUIRED|||-NONE-|||0
A 27 28|||R:SPELL|||requires|||REQUIRED|||-NONE-|||0
A 29 30|||R:SPELL|||certain|||REQUIRED|||-NONE-|||0
A 32 33|||U:DET||||||REQUIRED|||-NONE-|||0
A 41 42|||R:SPELL|||released|||REQUIRED|||-NONE-|||0
A 44 45|||R:PRON|||that|||REQUIRED|||-NONE-|||0
A 45 46|||R:OTHER|||pushes back|||REQUIRED|||-NONE-|||0
A 49 49|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 26 27|||R:SPELL|||government|||REQUIRED|||-NONE-|||1
A 27 28|||R:SPELL|||requires|||REQUIRED|||-NONE-|||1
A 29 30|||R:SPELL|||certain|||REQUIRED|||-NONE-|||1
A 41 42|||R:SPELL|||released|||REQUIRED|||-NONE-|||1
A 45 46|||R:SPELL|||reduces|||REQUIRED|||-NONE-|||1
A 49 49|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 11 12|||R:PUNCT|||;|||REQUIRED|||-NONE-|||2
A 16 18|||R:OTHER|||drugs|||REQUIRED|||-NONE-|||2
A 19 20|||U:VERB:FORM||||||REQUIRED|||-NONE-|||2
A 21 22|||U:ADJ||||||REQUIRED|||-NONE-|||2
A 23 24|||U:ADV||||||REQUIRED|||-NONE-|||2
A 25 26|||R:OTHER|||the|||REQUIRED|||-NONE-|||2
A 26 27|||R:SPELL|||government|||REQUIRED|||-NONE-|||2
A 27 28|||R:SPELL|||requires|||REQUIRED|||-NONE-|||2
A 29 30|||R:SPELL|||certain|||REQUIRED|||-NONE-|||2
A 32 33|||U:DET||||||REQUIRED|||-NONE-|||2
A 39 40|||R:NOUN:NUM|||drugs|||REQUIRED|||-NONE-|||2
A 40 41|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||2
A 41 42|||R:SPELL|||released|||REQUIRED|||-NONE-|||2
A 43 44|||R:CONJ|||and|||REQUIRED|||-NONE-|||2
A 44 45|||R:PRON|||this|||REQUIRED|||-NONE-|||2
A 45 46|||R:VERB|||delays|||REQUIRED|||-NONE-|||2
A 49 50|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 0 1|||M:DET|||The first|||REQUIRED|||-NONE-|||3
A 1 1|||M:NOUN|||concern|||REQUIRED|||-NONE-|||3
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 16 18|||R:OTHER|||them|||REQUIRED|||-NONE-|||3
A 19 20|||U:VERB:FORM||||||REQUIRED|||-NONE-|||3
A 26 26|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 26 27|||R:SPELL|||government|||REQUIRED|||-NONE-|||3
A 27 28|||R:SPELL|||requires|||REQUIRED|||-NONE-|||3
A 29 30|||R:SPELL|||certain|||REQUIRED|||-NONE-|||3
A 32 33|||U:DET||||||REQUIRED|||-NONE-|||3
A 38 39|||R:DET|||a|||REQUIRED|||-NONE-|||3
A 41 42|||R:SPELL|||released|||REQUIRED|||-NONE-|||3
A 43 44|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 44 45|||R:PRON|||which|||REQUIRED|||-NONE-|||3
A 45 46|||R:VERB|||delays|||REQUIRED|||-NONE-|||3
A 47 50|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 51 51|||M:NOUN|||date|||REQUIRED|||-NONE-|||3

S May be one day there will be a tool that will take us anywhere we want only in a few seconds .
A 0 2|||R:ORTH|||Maybe|||REQUIRED|||-NONE-|||0
A 16 18|||R:WO|||in only|||REQUIRED|||-NONE-|||0
A 16 18|||R:OTHER|||within|||REQUIRED|||-NONE-|||1
A 0 2|||R:ORTH|||Maybe|||REQUIRED|||-NONE-|||2
A 16 18|||R:WO|||in only|||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||Maybe|||REQUIRED|||-NONE-|||3
A 1 2|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 16 16|||M:VERB|||to go|||REQUIRED|||-NONE-|||3
A 16 18|||R:WO|||in only|||REQUIRED|||-NONE-|||3

S There seem to be too many hurdles present in the growth of the car industry in recent times .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||seems|||REQUIRED|||-NONE-|||1
A 7 9|||R:OTHER|||preventing|||REQUIRED|||-NONE-|||2
A 1 2|||R:VERB:SVA|||seems|||REQUIRED|||-NONE-|||3

S So its depends on the defferent body nature .
A 1 2|||R:PRON|||it|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||different|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:POSS|||bodies '|||REQUIRED|||-NONE-|||0
A 1 2|||R:PRON|||it|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||different|||REQUIRED|||-NONE-|||1
A 1 2|||R:PRON|||it|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||different|||REQUIRED|||-NONE-|||2
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 8 8|||M:OTHER|||of the body|||REQUIRED|||-NONE-|||2
A 1 2|||R:PRON|||it|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||different|||REQUIRED|||-NONE-|||3
A 7 7|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||3

S It 's slow process but after the process they can use Yerkish signs and start to understand what people , trainers , researchers are saying .
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 22 22|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 5 8|||R:OTHER|||afterwards|||REQUIRED|||-NONE-|||1
A 22 22|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 5 8|||R:OTHER|||afterwards|||REQUIRED|||-NONE-|||2
A 22 22|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN|||symbols|||REQUIRED|||-NONE-|||3
A 22 22|||M:CONJ|||and|||REQUIRED|||-NONE-|||3

S If we plant some speices which is very stonger to live , compareing other plants .
A 0 2|||U:PREP|||We|||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB:TENSE|||should|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||species|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||that|||REQUIRED|||-NONE-|||0
A 6 8|||R:OTHER|||are|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||stronger|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||and more likely|||REQUIRED|||-NONE-|||0
A 11 13|||R:OTHER|||than|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||species|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||strong|||REQUIRED|||-NONE-|||1
A 9 9|||M:VERB|||compared|||REQUIRED|||-NONE-|||1
A 10 13|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 2 2|||M:VERB:TENSE|||can|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||species|||REQUIRED|||-NONE-|||2
A 6 8|||R:OTHER|||have|||REQUIRED|||-NONE-|||2
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||stronger|||REQUIRED|||-NONE-|||2
A 9 9|||M:NOUN|||chance|||REQUIRED|||-NONE-|||2
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 12 13|||R:VERB:INFL|||compared|||REQUIRED|||-NONE-|||2
A 13 13|||M:PREP|||to|||REQUIRED|||-NONE-|||2
A 0 2|||U:PREP|||We|||REQUIRED|||-NONE-|||3
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||species|||REQUIRED|||-NONE-|||3
A 5 6|||R:DET|||that|||REQUIRED|||-NONE-|||3
A 6 8|||R:OTHER|||are|||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||stronger|||REQUIRED|||-NONE-|||3
A 9 13|||R:OTHER|||than|||REQUIRED|||-NONE-|||3
A 13 14|||R:NOUN:NUM|||others|||REQUIRED|||-NONE-|||3
A 14 15|||U:NOUN||||||REQUIRED|||-NONE-|||3

S Because it rains more , and the plants grow well , so the Puebo can make full use of it .
A 13 14|||R:SPELL|||Pueblo|||REQUIRED|||-NONE-|||0
A 4 5|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||Pueblo|||REQUIRED|||-NONE-|||1
A 14 14|||M:NOUN|||people|||REQUIRED|||-NONE-|||1
A 4 5|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||Pueblo|||REQUIRED|||-NONE-|||2
A 5 6|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 10 11|||R:OTHER|||and|||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||Pueblo|||REQUIRED|||-NONE-|||3
A 19 20|||R:PRON|||them|||REQUIRED|||-NONE-|||3

S Additionaly , popular movies stars or famous people in the advertisements attract people .
A 0 1|||R:SPELL|||Additionally|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Additionally|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||movie|||REQUIRED|||-NONE-|||1
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Additionally|||REQUIRED|||-NONE-|||2
A 3 4|||R:NOUN:NUM|||movie|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||Additionally|||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN:NUM|||movie|||REQUIRED|||-NONE-|||3
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||3

S The first is our life condition .
A 5 5|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||conditions|||REQUIRED|||-NONE-|||0
A 2 2|||M:NOUN|||one|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S for example if successful people do n't try new things how people could do the airplane , cars , computers , etc .
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 3 4|||U:ADJ||||||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 13|||R:WO|||could people|||REQUIRED|||-NONE-|||0
A 13 13|||M:ADV|||ever|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||have invented|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN:NUM|||car|||REQUIRED|||-NONE-|||0
A 23 23|||M:PUNCT|||?|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 13|||R:WO|||could people|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 11 13|||R:WO|||could people|||REQUIRED|||-NONE-|||2
A 13 14|||R:VERB|||create|||REQUIRED|||-NONE-|||2
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||2
A 15 16|||R:NOUN:INFL|||airplanes|||REQUIRED|||-NONE-|||2
A 22 23|||R:PUNCT|||?|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||3
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 10 10|||M:ADV|||then|||REQUIRED|||-NONE-|||3
A 11 13|||R:WO|||could people|||REQUIRED|||-NONE-|||3
A 13 14|||R:VERB|||have invented|||REQUIRED|||-NONE-|||3
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||3
A 15 16|||R:NOUN:INFL|||airplanes|||REQUIRED|||-NONE-|||3

S Let us think of music as a metaphor for all the areas of knowledge , and the different instruments as metaphors for all the seperate disciplines .
A 24 25|||R:SPELL|||separate|||REQUIRED|||-NONE-|||0
A 14 15|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 24 25|||R:SPELL|||separate|||REQUIRED|||-NONE-|||1
A 24 25|||R:SPELL|||separate|||REQUIRED|||-NONE-|||2
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||3
A 24 25|||R:SPELL|||separate|||REQUIRED|||-NONE-|||3

S The more I study , the more I satisfy .
A 8 9|||R:OTHER|||'m satisfied|||REQUIRED|||-NONE-|||0
A 7 7|||M:ADJ|||satisfied|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||am|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||'m satisfied|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||am satisfied|||REQUIRED|||-NONE-|||3

S Billions of peple use it every day .
A 2 3|||R:SPELL|||people|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||people|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||people|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||people|||REQUIRED|||-NONE-|||3

S I went to the Wegman to buy the watch because I thought it would be nice to have one .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||Wegmans|||REQUIRED|||-NONE-|||2
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||3
A 5 5|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||3

S Major improvements should be done in public transportation to get peolpe give up their vehicles .
A 10 11|||R:SPELL|||people|||REQUIRED|||-NONE-|||0
A 11 11|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||people|||REQUIRED|||-NONE-|||1
A 11 11|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||made|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||people|||REQUIRED|||-NONE-|||2
A 11 11|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||2
A 5 6|||R:PREP|||to|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||people|||REQUIRED|||-NONE-|||3
A 11 11|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||3

S Firstly , it is hard for young people to find time to help their community .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 0 1|||R:MORPH|||First|||REQUIRED|||-NONE-|||3
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||3

S Many people have many reasons , like to see around abroad or to have diffrent experience , but their purpose have something in common .
A 9 10|||R:NOUN|||things|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||different|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN:NUM|||experiences|||REQUIRED|||-NONE-|||0
A 19 20|||R:NOUN:NUM|||purposes|||REQUIRED|||-NONE-|||0
A 0 1|||R:ADJ|||Different|||REQUIRED|||-NONE-|||1
A 8 10|||R:VERB|||visit|||REQUIRED|||-NONE-|||1
A 11 12|||R:CONJ|||and|||REQUIRED|||-NONE-|||1
A 12 13|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||different|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN:NUM|||experiences|||REQUIRED|||-NONE-|||1
A 19 20|||R:NOUN:NUM|||purposes|||REQUIRED|||-NONE-|||1
A 9 10|||U:PART||||||REQUIRED|||-NONE-|||2
A 14 15|||R:SPELL|||different|||REQUIRED|||-NONE-|||2
A 15 16|||R:NOUN:NUM|||experiences|||REQUIRED|||-NONE-|||2
A 19 20|||R:NOUN:NUM|||purposes|||REQUIRED|||-NONE-|||2
A 20 20|||M:DET|||all|||REQUIRED|||-NONE-|||2
A 8 10|||R:VERB|||travel|||REQUIRED|||-NONE-|||3
A 14 15|||R:SPELL|||different|||REQUIRED|||-NONE-|||3
A 15 16|||R:NOUN:NUM|||experiences|||REQUIRED|||-NONE-|||3
A 19 20|||R:NOUN:NUM|||purposes|||REQUIRED|||-NONE-|||3
A 20 20|||M:DET|||all|||REQUIRED|||-NONE-|||3

S We alwayse joke around or doing something stupid .
A 1 2|||R:SPELL|||always|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:FORM|||do|||REQUIRED|||-NONE-|||0
A 1 1|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||always|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:FORM|||joking|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||always|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB:FORM|||do|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||always|||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB:FORM|||do|||REQUIRED|||-NONE-|||3

S So , cars have a positive impact on the economy and I do n't think that the government will try to put restrictions on this .
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 24 25|||R:DET|||that|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||3

S Gone are those days when only rich could have afforded it .
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 8 10|||R:VERB:TENSE|||afford|||REQUIRED|||-NONE-|||1
A 2 3|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 2 3|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||3

S Even if we do not have one ourselves , other people utilize them to make our lives easier - be it a transporter bringing food to the supermarket or the car that brings us to the hospital in case of a severe accident .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||a vehicle|||REQUIRED|||-NONE-|||1
A 18 19|||R:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 29 30|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 30 31|||R:NOUN|||ambulance|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 32 33|||R:VERB|||takes|||REQUIRED|||-NONE-|||3
A 38 38|||M:DET|||the|||REQUIRED|||-NONE-|||3

S People like these often get bored listening to the tour guides lectures that sometimes resemble a monologue learned by heart for a class .
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 11 11|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||0
A 1 3|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 6 6|||M:PREP|||while|||REQUIRED|||-NONE-|||1
A 11 11|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||1
A 2 3|||R:DET|||this|||REQUIRED|||-NONE-|||2
A 11 11|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||2
A 2 3|||R:DET|||this|||REQUIRED|||-NONE-|||3
A 11 11|||M:NOUN:POSS|||'|||REQUIRED|||-NONE-|||3
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 12 13|||R:DET|||which|||REQUIRED|||-NONE-|||3

S This does n't destroy our culture , because our culture has changed .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||3

S Our current status of living is highly energy intensive .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN|||form|||REQUIRED|||-NONE-|||2
A 6 7|||U:ADV||||||REQUIRED|||-NONE-|||2
A 2 3|||R:NOUN|||way|||REQUIRED|||-NONE-|||3

S so my opinion is If friend is stay in the world and then friend can help every thing .
A 0 1|||R:OTHER|||So ,|||REQUIRED|||-NONE-|||0
A 4 5|||M:PREP|||that if|||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 6 8|||R:VERB:TENSE|||stays|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||with|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN|||everything|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||So ,|||REQUIRED|||-NONE-|||1
A 4 5|||R:ORTH|||if|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 6 8|||R:VERB:TENSE|||stays|||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||they|||REQUIRED|||-NONE-|||1
A 16 16|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 0 1|||R:OTHER|||So in|||REQUIRED|||-NONE-|||2
A 3 5|||R:OTHER|||, if|||REQUIRED|||-NONE-|||2
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 6 8|||R:VERB:TENSE|||stays|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||a part of|||REQUIRED|||-NONE-|||2
A 9 10|||R:DET|||this|||REQUIRED|||-NONE-|||2
A 11 12|||U:CONJ||||||REQUIRED|||-NONE-|||2
A 13 14|||R:OTHER|||they|||REQUIRED|||-NONE-|||2
A 16 17|||R:OTHER|||with|||REQUIRED|||-NONE-|||2
A 17 18|||R:NOUN|||everything|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||So|||REQUIRED|||-NONE-|||3
A 4 5|||M:PREP|||that if|||REQUIRED|||-NONE-|||3
A 5 6|||R:NOUN:NUM|||friends|||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||3
A 7 8|||R:OTHER|||here|||REQUIRED|||-NONE-|||3
A 11 12|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 13 14|||R:NOUN:NUM|||friends|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||with|||REQUIRED|||-NONE-|||3
A 17 18|||R:NOUN|||everything|||REQUIRED|||-NONE-|||3

S Lsat but no least , zenra mussels are likely to cause a decline in the overall fish population in habitats where they become dominant .
A 0 1|||R:SPELL|||Last|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||not|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||zebra|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Last|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||zebra|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Last|||REQUIRED|||-NONE-|||2
A 2 3|||R:OTHER|||not|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||zebra|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||Last|||REQUIRED|||-NONE-|||3
A 2 3|||R:OTHER|||not|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||zebra|||REQUIRED|||-NONE-|||3

S Scientists are worried that someday these fossil fuels can be finish and no more .
A 5 5|||M:OTHER|||we will|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||deplete|||REQUIRED|||-NONE-|||0
A 8 14|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||finished|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||2
A 10 14|||R:OTHER|||depleted|||REQUIRED|||-NONE-|||2
A 10 11|||R:VERB|||depleted|||REQUIRED|||-NONE-|||3
A 12 12|||M:OTHER|||there will be|||REQUIRED|||-NONE-|||3

S so , it is important to student
A 0 2|||R:OTHER|||So|||REQUIRED|||-NONE-|||0
A 6 7|||R:MORPH|||students|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||So|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 7 7|||M:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||So|||REQUIRED|||-NONE-|||2
A 6 7|||R:MORPH|||students|||REQUIRED|||-NONE-|||2
A 7 7|||M:PUNCT|||.|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||So|||REQUIRED|||-NONE-|||3
A 6 7|||R:MORPH|||students|||REQUIRED|||-NONE-|||3
A 7 7|||M:PUNCT|||.|||REQUIRED|||-NONE-|||3

S I had been struggling with the way of completing hard assignments , studying , improving a grade , and learning strategies .
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||grades|||REQUIRED|||-NONE-|||0
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||1
A 16 17|||R:NOUN:NUM|||grades|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||this|||REQUIRED|||-NONE-|||2
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||2
A 16 17|||R:NOUN:NUM|||grades|||REQUIRED|||-NONE-|||2
A 19 19|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 5 8|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 15 16|||R:DET|||my|||REQUIRED|||-NONE-|||3

S Because in competition Man want everything better than his competitor .
A 3 4|||M:PUNCT|||, man|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||0
A 6 6|||M:VERB|||to be|||REQUIRED|||-NONE-|||0
A 3 4|||M:OTHER|||, a man|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB|||wants to|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||perform|||REQUIRED|||-NONE-|||1
A 3 4|||R:ORTH|||man|||REQUIRED|||-NONE-|||2
A 4 5|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||2
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 3 4|||M:PUNCT|||, man|||REQUIRED|||-NONE-|||3
A 4 5|||R:VERB|||wants to do|||REQUIRED|||-NONE-|||3

S the undersatnd ideas and the concepts help students learn informations about the many subjects and acccept good education form information the have .
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||understand|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||0
A 14 14|||M:OTHER|||they teach|||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||that students expect|||REQUIRED|||-NONE-|||0
A 16 16|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||from|||REQUIRED|||-NONE-|||0
A 19 21|||R:WO|||the information|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||instructors impart|||REQUIRED|||-NONE-|||0
A 0 1|||R:PRON|||They|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||understand|||REQUIRED|||-NONE-|||1
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 10|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||accept|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||from|||REQUIRED|||-NONE-|||1
A 20 21|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||The|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||understood|||REQUIRED|||-NONE-|||2
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||2
A 9 10|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||2
A 15 16|||R:SPELL|||accept|||REQUIRED|||-NONE-|||2
A 18 19|||R:SPELL|||from|||REQUIRED|||-NONE-|||2
A 19 19|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 0 2|||R:OTHER|||Understanding|||REQUIRED|||-NONE-|||3
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB:SVA|||helps|||REQUIRED|||-NONE-|||3
A 9 10|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||3
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||3
A 15 16|||R:VERB|||receive|||REQUIRED|||-NONE-|||3
A 16 16|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 18 19|||R:SPELL|||from|||REQUIRED|||-NONE-|||3
A 19 21|||R:WO|||the information|||REQUIRED|||-NONE-|||3
A 21 21|||M:PRON|||they|||REQUIRED|||-NONE-|||3

S Therefore , we think ourselvese that mind care of society is front do it .
A 4 4|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||ourselves|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||taking|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||the most important thing to|||REQUIRED|||-NONE-|||0
A 13 14|||U:PRON||||||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||ourselves|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||mental|||REQUIRED|||-NONE-|||1
A 11 12|||R:ADJ|||principal|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||to|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||ourselves|||REQUIRED|||-NONE-|||2
A 4 5|||R:OTHER|||we should|||REQUIRED|||-NONE-|||3
A 5 7|||R:OTHER|||take|||REQUIRED|||-NONE-|||3
A 8 9|||R:PREP|||that|||REQUIRED|||-NONE-|||3
A 12 13|||R:OTHER|||of|||REQUIRED|||-NONE-|||3

S The basic requirements of today 's man has changed .
A 7 8|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:SVA|||have|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S One can have alot of fun or enjoyment on the trip ; if you are guided by the person who known the area .
A 3 4|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||0
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 20 21|||R:VERB:TENSE|||knows|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||1
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 17 18|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 20 21|||R:VERB:TENSE|||knows|||REQUIRED|||-NONE-|||1
A 3 4|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||2
A 6 7|||R:CONJ|||and|||REQUIRED|||-NONE-|||2
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 17 18|||R:DET|||a|||REQUIRED|||-NONE-|||2
A 20 21|||R:VERB:TENSE|||knows|||REQUIRED|||-NONE-|||2
A 3 4|||R:ORTH|||a lot|||REQUIRED|||-NONE-|||3
A 11 12|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 13 14|||R:PRON|||they|||REQUIRED|||-NONE-|||3
A 17 18|||R:DET|||a|||REQUIRED|||-NONE-|||3
A 20 21|||R:VERB:TENSE|||knows|||REQUIRED|||-NONE-|||3

S But the only one reason is that they are never give up .
A 3 4|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 10 11|||R:VERB:FORM|||giving|||REQUIRED|||-NONE-|||0
A 3 4|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 8 9|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 3 4|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 10 11|||R:VERB:FORM|||giving|||REQUIRED|||-NONE-|||2
A 8 9|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||3

S The only possible answer I can come up with is that success is understood to be the ability to invent new ideas , to put into practice novel theories or strategies .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 22 23|||R:OTHER|||and|||REQUIRED|||-NONE-|||2
A 25 25|||M:PRON|||them|||REQUIRED|||-NONE-|||2
A 26 27|||R:MORPH|||practical|||REQUIRED|||-NONE-|||2
A 27 27|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Any one has fears and feels scary to take a new challenge .
A 0 2|||R:ORTH|||Anyone|||REQUIRED|||-NONE-|||0
A 5 5|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A 9 9|||M:PART|||on|||REQUIRED|||-NONE-|||0
A 0 2|||R:OTHER|||Everyone|||REQUIRED|||-NONE-|||1
A 5 5|||M:PRON|||it|||REQUIRED|||-NONE-|||1
A 9 9|||M:PART|||on|||REQUIRED|||-NONE-|||1
A 0 2|||R:OTHER|||Everyone|||REQUIRED|||-NONE-|||2
A 5 5|||M:PRON|||it|||REQUIRED|||-NONE-|||2
A 9 9|||M:PART|||on|||REQUIRED|||-NONE-|||2
A 0 2|||R:OTHER|||Everyone|||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB|||is|||REQUIRED|||-NONE-|||3
A 6 7|||R:ADJ|||scared|||REQUIRED|||-NONE-|||3
A 9 9|||M:PART|||on|||REQUIRED|||-NONE-|||3

S The population explosion is another factor catalysing the consumption of energy resources .
A 6 7|||R:MORPH|||catalyzing|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 6 7|||R:MORPH|||catalyzing|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Why should I do that ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S It can certainly help us to improve to other stage .
A 8 9|||R:DET|||another|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 9 10|||R:NOUN:NUM|||stages|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||move|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||the next|||REQUIRED|||-NONE-|||2
A 7 8|||U:PREP||||||REQUIRED|||-NONE-|||3
A 8 9|||R:DET|||another|||REQUIRED|||-NONE-|||3

S but after a while the found out its not true .
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 1 2|||R:ORTH|||After|||REQUIRED|||-NONE-|||0
A 4 5|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||1
A 2 4|||R:ORTH|||awhile|||REQUIRED|||-NONE-|||1
A 4 5|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||it 's|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||2
A 4 5|||R:PRON|||they|||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||it 's|||REQUIRED|||-NONE-|||2
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 1 2|||R:ORTH|||After|||REQUIRED|||-NONE-|||3
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 4 5|||R:PRON|||they|||REQUIRED|||-NONE-|||3
A 7 8|||R:OTHER|||it 's|||REQUIRED|||-NONE-|||3

S Although , people have a great brain capacity to gain and learn knowlege , so it is easy to gain general knowledge about everything .
A 0 3|||U:OTHER|||People|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||learn|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB|||gain|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||2
A 22 23|||R:PREP|||of|||REQUIRED|||-NONE-|||2
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 12 13|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||3

S but what about the stress that they have to undergo , the stress related not only for there position in life but fight that they undergo for their ambition .
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 1 2|||R:ORTH|||What|||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||to|||REQUIRED|||-NONE-|||0
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||0
A 22 22|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 29 30|||R:PUNCT|||?|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||1
A 16 17|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 22 22|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||2
A 16 17|||R:PREP|||to|||REQUIRED|||-NONE-|||2
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||2
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 22 22|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||2
A 28 29|||R:NOUN:NUM|||ambitions|||REQUIRED|||-NONE-|||2
A 29 30|||R:PUNCT|||?|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||3
A 16 17|||R:PREP|||to|||REQUIRED|||-NONE-|||3
A 17 18|||R:DET|||their|||REQUIRED|||-NONE-|||3
A 22 22|||M:OTHER|||to the|||REQUIRED|||-NONE-|||3
A 26 27|||R:OTHER|||to achieve|||REQUIRED|||-NONE-|||3
A 29 30|||R:PUNCT|||?|||REQUIRED|||-NONE-|||3

S in the case of vehicles like motor cycles , the number of persons are limited to 2 and similarly there are limits to the number of persons that can be accomadated in the vehicle .
A 0 1|||R:ORTH|||In|||REQUIRED|||-NONE-|||0
A 6 8|||R:ORTH|||motorcycles|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN|||people|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||two|||REQUIRED|||-NONE-|||0
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 26 27|||R:NOUN|||people|||REQUIRED|||-NONE-|||0
A 30 31|||R:SPELL|||accommodated|||REQUIRED|||-NONE-|||0
A 32 33|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||In|||REQUIRED|||-NONE-|||1
A 6 8|||R:ORTH|||motorcycles|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN|||people|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 26 27|||R:NOUN|||people|||REQUIRED|||-NONE-|||1
A 30 31|||R:SPELL|||accommodated|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||In|||REQUIRED|||-NONE-|||2
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 6 8|||R:ORTH|||motorcycles|||REQUIRED|||-NONE-|||2
A 30 31|||R:SPELL|||accommodated|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||In|||REQUIRED|||-NONE-|||3
A 6 8|||R:ORTH|||motorcycles|||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN|||riders|||REQUIRED|||-NONE-|||3
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 26 27|||R:NOUN|||people|||REQUIRED|||-NONE-|||3
A 30 31|||R:SPELL|||accommodated|||REQUIRED|||-NONE-|||3
A 32 33|||R:DET|||a|||REQUIRED|||-NONE-|||3

S And the risk is one of these opportunities .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||The|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||3

S As I see it , there will be a lot of research done in the future to find such alternitive energies , which will also be environmental-friendly , as well as cheaper .
A 18 20|||R:ADJ|||alternative|||REQUIRED|||-NONE-|||0
A 20 21|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 22 26|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 28 28|||M:NOUN|||energies|||REQUIRED|||-NONE-|||0
A 32 32|||M:NOUN|||energies|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||alternative|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||alternative|||REQUIRED|||-NONE-|||2
A 19 20|||R:SPELL|||alternative|||REQUIRED|||-NONE-|||3
A 26 27|||R:ADV|||environmentally|||REQUIRED|||-NONE-|||3
A 27 27|||M:ADJ|||friendly|||REQUIRED|||-NONE-|||3

S Speed camera can be placed in many locations along a highway .
A 1 2|||R:NOUN:NUM|||cameras|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:NUM|||cameras|||REQUIRED|||-NONE-|||1
A 1 2|||R:NOUN:NUM|||cameras|||REQUIRED|||-NONE-|||2
A 1 2|||R:NOUN:NUM|||cameras|||REQUIRED|||-NONE-|||3

S Therefore , I can more enjoy the trip without .
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||0
A 8 8|||M:ADV|||more|||REQUIRED|||-NONE-|||0
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||1
A 8 8|||M:ADV|||more|||REQUIRED|||-NONE-|||1
A 9 9|||M:PRON|||it|||REQUIRED|||-NONE-|||1
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||2
A 8 8|||M:ADV|||more|||REQUIRED|||-NONE-|||2
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||3
A 8 8|||M:ADV|||more|||REQUIRED|||-NONE-|||3

S he is a specialist in computer program but he do not know about other field .
A 0 1|||R:ORTH|||He|||REQUIRED|||-NONE-|||0
A 6 7|||R:MORPH|||programming|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||fields|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||He|||REQUIRED|||-NONE-|||1
A 6 7|||R:MORPH|||programming|||REQUIRED|||-NONE-|||1
A 7 10|||R:OTHER|||and does|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||fields|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||He|||REQUIRED|||-NONE-|||2
A 6 7|||R:MORPH|||programming|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||2
A 12 13|||R:OTHER|||any|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||He|||REQUIRED|||-NONE-|||3
A 6 7|||R:MORPH|||programming|||REQUIRED|||-NONE-|||3
A 9 10|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||3
A 14 15|||R:NOUN:NUM|||fields|||REQUIRED|||-NONE-|||3

S But the experience of painting gives me many new abilities in filmaking .
A 5 6|||R:VERB|||provides|||REQUIRED|||-NONE-|||0
A 7 8|||R:OTHER|||with|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||ilmmaking|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||The|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||filmmaking|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||filmmaking|||REQUIRED|||-NONE-|||2
A 0 2|||U:CONJ|||The|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||filmmaking|||REQUIRED|||-NONE-|||3

S bacause I have broad knowledge .
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||0
A 0 0|||M:OTHER|||It is|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||because|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||2
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||3

S people try to drinking it .
A 0 1|||R:ORTH|||People|||REQUIRED|||-NONE-|||0
A 2 3|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||People|||REQUIRED|||-NONE-|||1
A 2 3|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||People|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB:FORM|||drink|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||People|||REQUIRED|||-NONE-|||3
A 3 4|||R:VERB:FORM|||drink|||REQUIRED|||-NONE-|||3

S If everone in the city uses their own cars , the city will be seriously polluted by the smoke .
A 1 2|||R:SPELL|||everyone|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||everyone|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||everyone|||REQUIRED|||-NONE-|||2
A 13 14|||R:VERB:TENSE|||become|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||everyone|||REQUIRED|||-NONE-|||3

S Dont afraid to do some new !
A 0 1|||R:OTHER|||Do n't|||REQUIRED|||-NONE-|||0
A 1 1|||M:VERB|||be|||REQUIRED|||-NONE-|||0
A 4 5|||R:OTHER|||something|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Do n't|||REQUIRED|||-NONE-|||1
A 1 1|||M:VERB|||be|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||something|||REQUIRED|||-NONE-|||1
A 0 1|||R:OTHER|||Do n't|||REQUIRED|||-NONE-|||2
A 1 1|||M:VERB|||be|||REQUIRED|||-NONE-|||2
A 4 5|||R:OTHER|||something|||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||Do n't|||REQUIRED|||-NONE-|||3

S It is rather than to give them strong medicins tnl them .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||medicines|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||to|||REQUIRED|||-NONE-|||0
A 2 2|||M:OTHER|||this ,|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||medicines|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||inside|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||medicines|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||to|||REQUIRED|||-NONE-|||2
A 2 5|||R:OTHER|||instead of|||REQUIRED|||-NONE-|||3
A 5 7|||R:OTHER|||giving|||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||medicines|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||to|||REQUIRED|||-NONE-|||3

S Fourtunately their topic becomes more clear by using this much amount of the concepts provided by the books .
A 0 1|||R:SPELL|||Fortunately|||REQUIRED|||-NONE-|||0
A 9 13|||R:OTHER|||many|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Fortunately|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||a lot|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Fortunately|||REQUIRED|||-NONE-|||2
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||2
A 5 6|||R:ADJ:FORM|||clearer|||REQUIRED|||-NONE-|||2
A 9 10|||U:ADJ||||||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||Fortunately|||REQUIRED|||-NONE-|||3
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 9 10|||U:ADJ||||||REQUIRED|||-NONE-|||3
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||3

S A person can not be successful if they act the same as regular people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 11 11|||M:NOUN|||way|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S They will have tremendous problem trying to keep their car at a safe place .
A 4 5|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||0
A 10 11|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||1
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 10 11|||R:PREP|||in|||REQUIRED|||-NONE-|||2
A 4 5|||R:NOUN:NUM|||problems|||REQUIRED|||-NONE-|||3
A 9 10|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||3
A 10 11|||R:PREP|||in|||REQUIRED|||-NONE-|||3

S Secondly , they have the confidence that new way will be another way to improve a mechanis .
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 16 17|||R:SPELL|||mechanism|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||ways|||REQUIRED|||-NONE-|||1
A 10 14|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||mechanism|||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||mechanism|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB|||are|||REQUIRED|||-NONE-|||3
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||3
A 5 6|||R:MORPH|||confident|||REQUIRED|||-NONE-|||3
A 7 9|||R:OTHER|||there|||REQUIRED|||-NONE-|||3
A 11 12|||R:OTHER|||a new|||REQUIRED|||-NONE-|||3
A 16 17|||R:SPELL|||mechanics|||REQUIRED|||-NONE-|||3

S They have limit to way which have meaning and function like a word .
A 2 3|||R:NOUN:NUM|||limits|||REQUIRED|||-NONE-|||0
A 4 5|||R:NOUN:NUM|||ways|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||that|||REQUIRED|||-NONE-|||0
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||words|||REQUIRED|||-NONE-|||0
A 2 3|||R:NOUN:NUM|||limits|||REQUIRED|||-NONE-|||1
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||ways|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 5 5|||M:PREP|||in|||REQUIRED|||-NONE-|||3
A 6 6|||M:PRON|||they|||REQUIRED|||-NONE-|||3
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||3

S also save your time and make you satify this journal .
A 0 1|||R:OTHER|||Also , it|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||saves|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:SVA|||makes|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||satisfy|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||Also ,|||REQUIRED|||-NONE-|||1
A 6 6|||M:ADJ|||sure|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||are satisfied with|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Also|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||satisfy|||REQUIRED|||-NONE-|||2
A 0 2|||U:ADV|||Save|||REQUIRED|||-NONE-|||3
A 5 8|||R:OTHER|||be satisfied with|||REQUIRED|||-NONE-|||3

S Moreover , the decision of others could be wrong .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 2 3|||R:OTHER|||others '|||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN:NUM|||decisions|||REQUIRED|||-NONE-|||3
A 4 6|||U:OTHER||||||REQUIRED|||-NONE-|||3

S To do so , companies must present their products in a better light than they really are as otherwise , the company 's future including that one of the employees might be at risk .
A 17 18|||R:OTHER|||;|||REQUIRED|||-NONE-|||0
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 26 27|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 28 29|||R:DET|||its|||REQUIRED|||-NONE-|||0
A 30 30|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 26 27|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 30 30|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 15 16|||R:ADV|||currently|||REQUIRED|||-NONE-|||3
A 17 18|||R:OTHER|||;|||REQUIRED|||-NONE-|||3
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 25 26|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 26 27|||R:OTHER|||future|||REQUIRED|||-NONE-|||3
A 30 30|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S they are the boney and vital part o the society .
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||bony|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||to|||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||1
A 3 3|||M:ADJ|||most|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||bony|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||to|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||bony|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||of|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||They|||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN|||backbone|||REQUIRED|||-NONE-|||3
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||of|||REQUIRED|||-NONE-|||3

S Youngsters , being healthy , have less things to worry about .
A 6 7|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 6 7|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||3

S She believes people can increase their cultural sense by good pieces of music or preciuos movies too .
A 8 9|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||precious|||REQUIRED|||-NONE-|||0
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||precious|||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||with|||REQUIRED|||-NONE-|||2
A 13 15|||R:OTHER|||and|||REQUIRED|||-NONE-|||2
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 2 2|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 8 9|||R:PREP|||with|||REQUIRED|||-NONE-|||3
A 14 15|||R:NOUN|||quality|||REQUIRED|||-NONE-|||3
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||3

S The most important thing , that you can do , is don=t tell him like a baby .
A 4 5|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 9 10|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||not|||REQUIRED|||-NONE-|||0
A 4 5|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 9 10|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 11 12|||R:OTHER|||not|||REQUIRED|||-NONE-|||1
A 12 13|||R:VERB|||to talk|||REQUIRED|||-NONE-|||1
A 13 13|||M:PREP|||to|||REQUIRED|||-NONE-|||1
A 4 5|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 9 10|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 11 12|||R:OTHER|||not|||REQUIRED|||-NONE-|||2
A 12 13|||R:OTHER|||talk to|||REQUIRED|||-NONE-|||2
A 4 5|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 9 10|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 11 12|||R:OTHER|||not|||REQUIRED|||-NONE-|||3
A 12 13|||R:VERB|||to call|||REQUIRED|||-NONE-|||3
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||3

S To find new concepts and using it in their future job .
A 5 6|||R:VERB:FORM|||use|||REQUIRED|||-NONE-|||0
A 6 7|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:FORM|||use|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||jobs|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:FORM|||use|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB:FORM|||use|||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN:NUM|||jobs|||REQUIRED|||-NONE-|||3

S I think that the biggest reason is devised environment compared with past .
A 7 7|||M:OTHER|||that the|||REQUIRED|||-NONE-|||0
A 11 11|||M:DET|||the|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 9 9|||M:ADV|||when|||REQUIRED|||-NONE-|||2
A 11 11|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||the difference in the|||REQUIRED|||-NONE-|||3
A 10 11|||R:PREP|||to|||REQUIRED|||-NONE-|||3
A 11 11|||M:DET|||the|||REQUIRED|||-NONE-|||3

S If older people are more acceptable to changes , their lives will becom better .
A 5 6|||R:MORPH|||accepting|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||become|||REQUIRED|||-NONE-|||0
A 5 6|||R:MORPH|||accepting|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||become|||REQUIRED|||-NONE-|||1
A 5 6|||R:ADJ|||open|||REQUIRED|||-NONE-|||2
A 7 8|||R:MORPH|||change|||REQUIRED|||-NONE-|||2
A 12 13|||R:VERB|||be|||REQUIRED|||-NONE-|||2
A 5 6|||R:MORPH|||accepting|||REQUIRED|||-NONE-|||3
A 6 7|||R:PREP|||of|||REQUIRED|||-NONE-|||3
A 12 13|||R:SPELL|||become|||REQUIRED|||-NONE-|||3

S There are very distent for ancestor to move the treasure form Egypt to Dead Sea .
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 3 4|||R:ADV|||far|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||ancestors|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||from|||REQUIRED|||-NONE-|||0
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||That is|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||a|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||long distance|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||an|||REQUIRED|||-NONE-|||1
A 1 4|||R:OTHER|||is a lot of distance to cover|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN:NUM|||ancestors|||REQUIRED|||-NONE-|||2
A 7 8|||R:VERB:TENSE|||have moved|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||from|||REQUIRED|||-NONE-|||2
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 0 1|||R:PRON|||This|||REQUIRED|||-NONE-|||3
A 1 3|||R:OTHER|||was a great|||REQUIRED|||-NONE-|||3
A 3 4|||R:SPELL|||distance|||REQUIRED|||-NONE-|||3
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 5 6|||R:NOUN:NUM|||ancestors|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB:TENSE|||have moved|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||from|||REQUIRED|||-NONE-|||3
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||3

S That means , just learn facts are not going to leave temporaty to students .
A 11 12|||R:SPELL|||temporal|||REQUIRED|||-NONE-|||0
A 2 3|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:FORM|||learning|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||be|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||temporal|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||temporal|||REQUIRED|||-NONE-|||2
A 2 3|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 4 5|||R:VERB:FORM|||learning|||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB|||make|||REQUIRED|||-NONE-|||3
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||temporary|||REQUIRED|||-NONE-|||3
A 12 12|||M:NOUN|||difference|||REQUIRED|||-NONE-|||3

S Although , I often hurt in this time which thinking some question .
A 5 6|||R:PREP|||during|||REQUIRED|||-NONE-|||0
A 8 8|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||I 'm|||REQUIRED|||-NONE-|||0
A 10 10|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 5 5|||M:PREP|||during|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||while|||REQUIRED|||-NONE-|||1
A 10 10|||M:PREP|||about|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||questions|||REQUIRED|||-NONE-|||1
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 5 6|||R:PREP|||at|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||when|||REQUIRED|||-NONE-|||2
A 10 10|||M:PREP|||about|||REQUIRED|||-NONE-|||2
A 11 12|||R:NOUN:NUM|||questions|||REQUIRED|||-NONE-|||2
A 5 6|||R:OTHER|||when|||REQUIRED|||-NONE-|||3
A 6 6|||M:PRON|||I|||REQUIRED|||-NONE-|||3
A 6 7|||R:OTHER|||try|||REQUIRED|||-NONE-|||3
A 7 9|||R:OTHER|||to|||REQUIRED|||-NONE-|||3
A 9 10|||R:VERB:FORM|||think|||REQUIRED|||-NONE-|||3
A 10 10|||M:PREP|||of|||REQUIRED|||-NONE-|||3
A 11 12|||R:NOUN:NUM|||questions|||REQUIRED|||-NONE-|||3

S My personal perception is that such a behaviour is damaging to a young person 's personality , since it promotes uniformity and conformity , rather than creativity and innovation .
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 23 24|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||behavior|||REQUIRED|||-NONE-|||1
A 23 24|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN|||behavior|||REQUIRED|||-NONE-|||2
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||3
A 7 8|||R:NOUN|||behavior|||REQUIRED|||-NONE-|||3

S Facts helps us to know the utility or advantages of the product that has newly formed .
A 1 2|||R:VERB:SVA|||help|||REQUIRED|||-NONE-|||0
A 8 9|||R:NOUN:NUM|||advantage|||REQUIRED|||-NONE-|||0
A 3 4|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 14 14|||M:VERB:TENSE|||been|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:SVA|||help|||REQUIRED|||-NONE-|||2
A 11 12|||R:NOUN:NUM|||products|||REQUIRED|||-NONE-|||2
A 13 14|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||2
A 3 4|||U:VERB:FORM||||||REQUIRED|||-NONE-|||3
A 10 11|||R:DET|||a|||REQUIRED|||-NONE-|||3

S The other is about the extreme lengths to conserve water .
A 2 2|||M:NOUN|||one|||REQUIRED|||-NONE-|||0
A 7 7|||M:OTHER|||you can go|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 7 7|||M:VERB|||taken|||REQUIRED|||-NONE-|||2
A 7 7|||M:VERB|||taken|||REQUIRED|||-NONE-|||3

S It is important for everyone to have faith in themselves and always look forward and not stay in one place .
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||2
A 14 14|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 11 11|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||3

S The first theory is that birds navigate in reference to celestial objects like the sun and stars .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Every house nowdays has a computer , mobile , etc.this is the thing today 's man want to live .
A 2 3|||R:SPELL|||nowadays|||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||phone , etc.|||REQUIRED|||-NONE-|||0
A 9 9|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 9 10|||R:DET|||this|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||nowadays|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||phone , etc.|||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||these|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||things|||REQUIRED|||-NONE-|||1
A 19 19|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||nowadays|||REQUIRED|||-NONE-|||2
A 8 8|||M:NOUN|||phone|||REQUIRED|||-NONE-|||2
A 9 9|||M:OTHER|||etc|||REQUIRED|||-NONE-|||2
A 9 9|||M:PUNCT|||.|||REQUIRED|||-NONE-|||2
A 9 9|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 9 10|||R:DET|||this|||REQUIRED|||-NONE-|||2
A 12 13|||R:NOUN|||way|||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||nowadays|||REQUIRED|||-NONE-|||3
A 9 9|||M:OTHER|||etc|||REQUIRED|||-NONE-|||3
A 9 9|||M:PUNCT|||.|||REQUIRED|||-NONE-|||3
A 9 9|||M:CONJ|||and|||REQUIRED|||-NONE-|||3
A 9 10|||R:DET|||this|||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN|||way|||REQUIRED|||-NONE-|||3
A 16 17|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||3

S You might be able to be a very successful scholar of the language , but you might not be able to speak the language at all .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 18 19|||U:VERB||||||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S These are enjoyable tasks to make your mind set be looking forward to the various experiences .
A 4 5|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||mindset|||REQUIRED|||-NONE-|||0
A 8 11|||R:VERB:TENSE|||look|||REQUIRED|||-NONE-|||0
A 6 6|||M:PART|||up|||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||so you should|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||enable|||REQUIRED|||-NONE-|||2
A 8 11|||R:VERB:FORM|||to look|||REQUIRED|||-NONE-|||2
A 4 5|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB|||help|||REQUIRED|||-NONE-|||3
A 7 9|||R:ORTH|||mindset|||REQUIRED|||-NONE-|||3

S Those problems do not exist for an online encyclopedia , which can be reached by everybody who has access to an internet connection .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN|||everyone|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Second , if park has fires , animal that in the park do n't survival .
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||animals|||REQUIRED|||-NONE-|||0
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||survive|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||fire|||REQUIRED|||-NONE-|||1
A 7 8|||R:NOUN:NUM|||animals|||REQUIRED|||-NONE-|||1
A 9 9|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 14 15|||R:MORPH|||survive|||REQUIRED|||-NONE-|||1
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN:NUM|||fire|||REQUIRED|||-NONE-|||2
A 7 8|||R:NOUN:NUM|||animals|||REQUIRED|||-NONE-|||2
A 9 9|||M:VERB|||live|||REQUIRED|||-NONE-|||2
A 14 15|||R:MORPH|||survive|||REQUIRED|||-NONE-|||2
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 7 8|||R:NOUN:NUM|||animals|||REQUIRED|||-NONE-|||3
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||3
A 12 13|||R:VERB:TENSE|||wo|||REQUIRED|||-NONE-|||3

S I think the shrinking market conditions force car companies to fight harder to survive .
A 3 4|||R:VERB|||worsening|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Then this phenomena reminds them , it comes the time of refering to other subjects .
A 5 6|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||0
A 10 11|||R:PART|||to|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:INFL|||refer|||REQUIRED|||-NONE-|||0
A 8 11|||R:OTHER|||with|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:INFL|||referring|||REQUIRED|||-NONE-|||1
A 5 6|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 7 8|||R:VERB|||is|||REQUIRED|||-NONE-|||2
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||2
A 10 11|||R:PART|||to|||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB:INFL|||refer|||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB:INFL|||referring|||REQUIRED|||-NONE-|||3

S He could then strive to get practical experience of that field after all theory is lame without practical .
A 8 9|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 18 18|||M:NOUN|||application|||REQUIRED|||-NONE-|||0
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:MORPH|||practice|||REQUIRED|||-NONE-|||1
A 0 1|||M:ADV|||Then he|||REQUIRED|||-NONE-|||2
A 8 9|||R:PREP|||in|||REQUIRED|||-NONE-|||2
A 9 10|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 11 12|||R:PREP|||because|||REQUIRED|||-NONE-|||2
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||2
A 15 16|||R:ADJ|||useless|||REQUIRED|||-NONE-|||2
A 17 18|||R:MORPH|||practice|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB|||gain|||REQUIRED|||-NONE-|||3
A 8 9|||R:PREP|||in|||REQUIRED|||-NONE-|||3
A 11 11|||M:PUNCT|||;|||REQUIRED|||-NONE-|||3
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 17 18|||R:MORPH|||practice|||REQUIRED|||-NONE-|||3

S While studying at university , people may still do not know which subject they should specialize on .
A 8 9|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 16 17|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 8 9|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||2
A 16 17|||R:PREP|||in|||REQUIRED|||-NONE-|||2
A 8 9|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN:NUM|||subjects|||REQUIRED|||-NONE-|||3
A 16 17|||R:PREP|||in|||REQUIRED|||-NONE-|||3

S These activities are only for future or amusement of them .
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 6 7|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 6 7|||U:CONJ||||||REQUIRED|||-NONE-|||2
A 5 5|||M:DET|||their|||REQUIRED|||-NONE-|||3
A 6 7|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||3

S I have great influence on my life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||influences|||REQUIRED|||-NONE-|||1
A 4 5|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S After all , we are the internet generation .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 8 8|||M:OTHER|||of the Internet|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S It 's expensive .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Is it really possible ?
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S That is the bravery and being interested to all things .
A 7 8|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||Bravery|||REQUIRED|||-NONE-|||3
A 2 5|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 7 8|||R:PREP|||in|||REQUIRED|||-NONE-|||3

S I will describe those two main issues : to meet the modern socity 's needs and to be eligiable candidates for some companies .
A 3 4|||R:DET|||these|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||society|||REQUIRED|||-NONE-|||0
A 18 19|||R:SPELL|||eligible|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||society|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||eligible|||REQUIRED|||-NONE-|||1
A 3 4|||R:DET|||these|||REQUIRED|||-NONE-|||2
A 12 13|||R:SPELL|||society|||REQUIRED|||-NONE-|||2
A 18 19|||R:SPELL|||eligible|||REQUIRED|||-NONE-|||2
A 8 10|||R:VERB:FORM|||meeting|||REQUIRED|||-NONE-|||3
A 12 13|||R:SPELL|||society|||REQUIRED|||-NONE-|||3
A 16 18|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||3
A 18 19|||R:SPELL|||eligible|||REQUIRED|||-NONE-|||3
A 20 20|||M:VERB|||to work|||REQUIRED|||-NONE-|||3

S When the Bill Gates was young man , he was attended to Harberd University and he was respected by others to just attend in the Harberd .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 9 10|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||Harvard|||REQUIRED|||-NONE-|||0
A 20 21|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 22 22|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:FORM|||attending|||REQUIRED|||-NONE-|||0
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||0
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||0
A 25 26|||R:SPELL|||Harvard|||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 9 10|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||Harvard|||REQUIRED|||-NONE-|||1
A 15 16|||U:PRON||||||REQUIRED|||-NONE-|||1
A 20 21|||R:OTHER|||who|||REQUIRED|||-NONE-|||1
A 21 22|||R:ADV|||also|||REQUIRED|||-NONE-|||1
A 22 23|||R:VERB:TENSE|||attended|||REQUIRED|||-NONE-|||1
A 23 26|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||2
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 9 10|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||2
A 11 12|||U:PREP||||||REQUIRED|||-NONE-|||2
A 12 13|||R:SPELL|||Harvard|||REQUIRED|||-NONE-|||2
A 15 16|||U:PRON||||||REQUIRED|||-NONE-|||2
A 20 24|||R:OTHER|||because of|||REQUIRED|||-NONE-|||2
A 24 25|||R:DET|||this|||REQUIRED|||-NONE-|||2
A 25 26|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 9 10|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||3
A 12 13|||R:SPELL|||Harvard|||REQUIRED|||-NONE-|||3
A 20 21|||U:VERB:FORM||||||REQUIRED|||-NONE-|||3
A 22 22|||M:OTHER|||because he|||REQUIRED|||-NONE-|||3
A 22 23|||R:VERB:TENSE|||attended|||REQUIRED|||-NONE-|||3
A 23 24|||U:PREP||||||REQUIRED|||-NONE-|||3
A 24 25|||U:DET||||||REQUIRED|||-NONE-|||3
A 25 26|||R:SPELL|||Harvard|||REQUIRED|||-NONE-|||3

S Because of fast-paced societies , we ca n't image what the world would be changed .
A 2 3|||R:OTHER|||fast paced|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||imagine|||REQUIRED|||-NONE-|||0
A 14 15|||R:OTHER|||like if it were different|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB|||imagine|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||how|||REQUIRED|||-NONE-|||1
A 14 14|||M:PREP|||if|||REQUIRED|||-NONE-|||2
A 0 6|||U:OTHER|||We|||REQUIRED|||-NONE-|||3
A 9 10|||R:PRON|||that|||REQUIRED|||-NONE-|||3
A 12 13|||R:VERB:TENSE|||could|||REQUIRED|||-NONE-|||3
A 15 15|||M:OTHER|||because of our fast-paced societies|||REQUIRED|||-NONE-|||3

S Otherwise , We are sick and tired of living in the world .
A 2 3|||R:ORTH|||we|||REQUIRED|||-NONE-|||0
A 2 3|||R:ORTH|||we|||REQUIRED|||-NONE-|||1
A 10 11|||R:DET|||this|||REQUIRED|||-NONE-|||1
A 2 3|||R:ORTH|||we|||REQUIRED|||-NONE-|||2
A 2 3|||R:ORTH|||we|||REQUIRED|||-NONE-|||3
A 3 4|||R:VERB:TENSE|||will be|||REQUIRED|||-NONE-|||3

S Take the example of Bangalore city in India .
A 5 6|||R:ORTH|||City|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||for|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 1 1|||M:OTHER|||, for example ,|||REQUIRED|||-NONE-|||2
A 2 3|||R:NOUN|||city|||REQUIRED|||-NONE-|||2
A 5 6|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 1 1|||M:PREP|||for|||REQUIRED|||-NONE-|||3
A 1 3|||R:WO|||example the|||REQUIRED|||-NONE-|||3
A 3 6|||R:WO|||city of Bangalore|||REQUIRED|||-NONE-|||3

S These surveys also demostrate how much young men and women are not aware of the improvements they could afford if they were able to really put themselves in an effective relation with their communities .
A 3 4|||R:SPELL|||demonstrate|||REQUIRED|||-NONE-|||0
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 30 31|||R:NOUN|||position|||REQUIRED|||-NONE-|||0
A 31 32|||R:PREP|||within|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||demonstrate|||REQUIRED|||-NONE-|||1
A 30 31|||R:MORPH|||relationship|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||demonstrate|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||demonstrate|||REQUIRED|||-NONE-|||3
A 11 12|||U:ADV||||||REQUIRED|||-NONE-|||3
A 12 13|||R:ADJ|||unaware|||REQUIRED|||-NONE-|||3
A 30 31|||R:MORPH|||relationship|||REQUIRED|||-NONE-|||3

S And as a contradiction of this the professor said that dicease study is not designed very well .
A 0 2|||U:CONJ|||As|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||disease|||REQUIRED|||-NONE-|||0
A 4 5|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||deceasing|||REQUIRED|||-NONE-|||1
A 14 17|||R:OTHER|||a good idea|||REQUIRED|||-NONE-|||1
A 1 2|||R:PREP|||in|||REQUIRED|||-NONE-|||2
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||2
A 4 5|||R:PREP|||to|||REQUIRED|||-NONE-|||2
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 9 10|||R:OTHER|||the|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||disease|||REQUIRED|||-NONE-|||2
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 1 2|||R:PREP|||In|||REQUIRED|||-NONE-|||3
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||3
A 4 5|||R:PREP|||to|||REQUIRED|||-NONE-|||3
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||disease|||REQUIRED|||-NONE-|||3
A 12 13|||R:VERB:TENSE|||was|||REQUIRED|||-NONE-|||3

S Therefore , many psychological tricks are used to let a product seem more attractive than it is in reality .
A 8 9|||R:VERB|||make|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 8 9|||R:VERB|||make|||REQUIRED|||-NONE-|||2
A 8 9|||R:VERB|||make|||REQUIRED|||-NONE-|||3

S In order to maintain old buildings cost a lot of money .
A 6 6|||M:OTHER|||, it|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB:TENSE|||costs|||REQUIRED|||-NONE-|||0
A 6 6|||M:OTHER|||, it|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB:TENSE|||costs|||REQUIRED|||-NONE-|||1
A 6 6|||M:PRON|||it|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB:TENSE|||costs|||REQUIRED|||-NONE-|||2
A 6 6|||M:OTHER|||, it|||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB:TENSE|||costs|||REQUIRED|||-NONE-|||3

S These factors can only contribute to growth in number of cars .
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||3

S We do not need to look for parking space .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||3

S Sometimes , it is very comportable but , it 's not important for me .
A 5 6|||R:SPELL|||comfortable|||REQUIRED|||-NONE-|||0
A 6 8|||R:WO|||, but|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||comfortable|||REQUIRED|||-NONE-|||1
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||comfortable|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||comfortable|||REQUIRED|||-NONE-|||3
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 8 9|||R:PRON|||that|||REQUIRED|||-NONE-|||3
A 12 13|||R:PREP|||to|||REQUIRED|||-NONE-|||3

S Internet encyclopedias can contribute a new articles or make an editorial change .
A 4 5|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 8 9|||R:VERB:FORM|||making|||REQUIRED|||-NONE-|||0
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||1
A 0 0|||M:PREP|||On|||REQUIRED|||-NONE-|||2
A 2 2|||M:PRON|||you|||REQUIRED|||-NONE-|||2
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||2
A 5 6|||R:MORPH|||news|||REQUIRED|||-NONE-|||2
A 0 1|||M:OTHER|||Users of internet|||REQUIRED|||-NONE-|||3
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||3

S It so happens very often that many companies are involved in making the same product and this means competition .
A 1 2|||U:ADV||||||REQUIRED|||-NONE-|||0
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 2|||U:ADV||||||REQUIRED|||-NONE-|||1
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Why there is n't one that was left around Tunguska ?
A 1 4|||R:WO|||is n't there|||REQUIRED|||-NONE-|||0
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 1 4|||R:WO|||is n't there|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 5 7|||U:OTHER||||||REQUIRED|||-NONE-|||3

S Have you ever think about this ?
A 3 4|||R:VERB:FORM|||thought|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:FORM|||thought|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:FORM|||thought|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB:FORM|||thought|||REQUIRED|||-NONE-|||3

S Because students are young .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 1|||M:OTHER|||It is because|||REQUIRED|||-NONE-|||1
A 1 1|||M:DET|||the|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S This is in contrast to the point in the reading that advertising does not produce any effect on American epople because they receive bombardment from different sources .
A 11 11|||M:VERB|||says|||REQUIRED|||-NONE-|||0
A 14 15|||R:VERB|||have|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||people|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB|||are|||REQUIRED|||-NONE-|||0
A 23 24|||R:MORPH|||bombarded|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||people|||REQUIRED|||-NONE-|||1
A 1 3|||R:OTHER|||passage|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB:SVA|||contrasts|||REQUIRED|||-NONE-|||2
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||2
A 7 10|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 14 15|||R:VERB|||affect|||REQUIRED|||-NONE-|||2
A 15 18|||R:OTHER|||the|||REQUIRED|||-NONE-|||2
A 19 20|||R:SPELL|||people|||REQUIRED|||-NONE-|||2
A 22 23|||R:VERB|||are|||REQUIRED|||-NONE-|||2
A 23 24|||R:MORPH|||bombarded|||REQUIRED|||-NONE-|||2
A 24 25|||R:OTHER|||by many|||REQUIRED|||-NONE-|||2
A 7 7|||M:VERB|||made|||REQUIRED|||-NONE-|||3
A 19 20|||R:SPELL|||people|||REQUIRED|||-NONE-|||3
A 23 23|||M:DET|||a|||REQUIRED|||-NONE-|||3

S If they teach them , they will never forget it and it is benefitial for our country .
A 9 10|||U:PRON||||||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||beneficial|||REQUIRED|||-NONE-|||0
A 9 10|||U:PRON||||||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||beneficial|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||beneficial|||REQUIRED|||-NONE-|||2
A 12 13|||R:VERB|||will|||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||benefit|||REQUIRED|||-NONE-|||3
A 14 15|||U:PREP||||||REQUIRED|||-NONE-|||3

S I can not imagine that during the next 20 years anything could hinder a American to use his car to drive down to the post office which is only 3 blocks away .
A 13 14|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 15 16|||R:PART|||from|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:FORM|||using|||REQUIRED|||-NONE-|||0
A 26 28|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 14|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 26 26|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||2
A 13 14|||R:DET|||an|||REQUIRED|||-NONE-|||2
A 15 16|||R:PART|||from|||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB:FORM|||using|||REQUIRED|||-NONE-|||2
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 13 14|||R:DET|||an|||REQUIRED|||-NONE-|||3
A 15 16|||R:PART|||from|||REQUIRED|||-NONE-|||3
A 16 17|||R:VERB:FORM|||using|||REQUIRED|||-NONE-|||3
A 21 22|||U:PART||||||REQUIRED|||-NONE-|||3

S For instance , when I was elementary school , I learned mathmatics formura without concept .
A 6 6|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||mathematics|||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||formulas|||REQUIRED|||-NONE-|||0
A 14 15|||R:NOUN:NUM|||concepts|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||mathematics|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||formulas|||REQUIRED|||-NONE-|||1
A 6 6|||M:PREP|||in|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||mathematics|||REQUIRED|||-NONE-|||2
A 12 13|||R:SPELL|||formulas|||REQUIRED|||-NONE-|||2
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 6 6|||M:PREP|||in|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||mathematical|||REQUIRED|||-NONE-|||3
A 12 13|||R:SPELL|||formulas|||REQUIRED|||-NONE-|||3
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 14 15|||R:NOUN:NUM|||concepts|||REQUIRED|||-NONE-|||3
A 15 15|||M:OTHER|||behind them|||REQUIRED|||-NONE-|||3

S When you look at the Honda Civic 's advertising , it looks fancy as Mercedes , too .
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||0
A 7 8|||U:NOUN:POSS||||||REQUIRED|||-NONE-|||0
A 10 11|||R:PRON|||they|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:SVA|||look|||REQUIRED|||-NONE-|||0
A 12 12|||M:ADV|||just as|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||advertisements|||REQUIRED|||-NONE-|||0
A 12 12|||M:ADV|||as|||REQUIRED|||-NONE-|||1
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||2
A 12 12|||M:ADV|||as|||REQUIRED|||-NONE-|||2
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 0 5|||U:OTHER|||The|||REQUIRED|||-NONE-|||3
A 9 10|||R:OTHER|||campaign|||REQUIRED|||-NONE-|||3
A 10 12|||R:OTHER|||is just as|||REQUIRED|||-NONE-|||3
A 15 17|||R:OTHER|||'|||REQUIRED|||-NONE-|||3

S That 's the way it is .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S that would be frequently asked qeuestion , so to answer this question we should be aware of the facts .
A 0 1|||R:ORTH|||That|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||question|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||That|||REQUIRED|||-NONE-|||1
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||question|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||That|||REQUIRED|||-NONE-|||2
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||question|||REQUIRED|||-NONE-|||2
A 0 1|||R:DET|||Those|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||questions|||REQUIRED|||-NONE-|||3
A 10 11|||R:PRON|||them|||REQUIRED|||-NONE-|||3
A 11 12|||R:OTHER|||,|||REQUIRED|||-NONE-|||3

S However far we try to cast a view , gas has become a very expensive item that will even become more expensive .
A 1 2|||U:ADV||||||REQUIRED|||-NONE-|||0
A 3 7|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 8 8|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A 18 20|||R:WO|||become even|||REQUIRED|||-NONE-|||0
A 5 8|||R:OTHER|||project|||REQUIRED|||-NONE-|||1
A 18 20|||R:WO|||become even|||REQUIRED|||-NONE-|||1
A 1 1|||M:OTHER|||, as|||REQUIRED|||-NONE-|||2
A 2 2|||M:PREP|||as|||REQUIRED|||-NONE-|||2
A 3 6|||R:VERB|||can|||REQUIRED|||-NONE-|||2
A 6 8|||R:OTHER|||see|||REQUIRED|||-NONE-|||2
A 18 20|||R:WO|||become even|||REQUIRED|||-NONE-|||2
A 5 8|||R:OTHER|||look ahead|||REQUIRED|||-NONE-|||3
A 15 16|||R:NOUN|||commodity|||REQUIRED|||-NONE-|||3
A 18 20|||R:WO|||become even|||REQUIRED|||-NONE-|||3
A 22 22|||M:OTHER|||in the future|||REQUIRED|||-NONE-|||3

S clearly , you must show you skills and by speaking .
A 0 1|||R:ORTH|||Clearly|||REQUIRED|||-NONE-|||0
A 5 6|||R:DET|||your|||REQUIRED|||-NONE-|||0
A 7 8|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Clearly|||REQUIRED|||-NONE-|||1
A 5 6|||R:DET|||your|||REQUIRED|||-NONE-|||1
A 7 8|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Clearly|||REQUIRED|||-NONE-|||2
A 4 5|||R:VERB|||demonstrate|||REQUIRED|||-NONE-|||2
A 5 6|||R:DET|||your|||REQUIRED|||-NONE-|||2
A 7 8|||U:CONJ||||||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Clearly|||REQUIRED|||-NONE-|||3
A 7 8|||U:CONJ||||||REQUIRED|||-NONE-|||3

S It is very important for theme to understand ideas and concepts than it is for them to learn facts .
A 2 3|||R:ADV|||more|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||them|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||them|||REQUIRED|||-NONE-|||1
A 2 3|||R:ADV|||more|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||them|||REQUIRED|||-NONE-|||2
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 17 18|||R:VERB|||memorize|||REQUIRED|||-NONE-|||2
A 2 3|||R:ADV|||more|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||them|||REQUIRED|||-NONE-|||3
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 18 18|||M:DET|||the|||REQUIRED|||-NONE-|||3

S Rather than keep his investment within the confines of the oil bussiness where he is the master he went ahead with his new plan .
A 11 12|||R:SPELL|||business|||REQUIRED|||-NONE-|||0
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||business|||REQUIRED|||-NONE-|||1
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||business|||REQUIRED|||-NONE-|||2
A 15 16|||R:DET|||a|||REQUIRED|||-NONE-|||2
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB:FORM|||keeping|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||business|||REQUIRED|||-NONE-|||3
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 15 16|||R:DET|||a|||REQUIRED|||-NONE-|||3
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S They complete each other .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Therefore , if someone comes up with that breakthrough or innovative ideas , he will be the first to capitalize it .
A 11 12|||R:NOUN:NUM|||idea|||REQUIRED|||-NONE-|||0
A 20 20|||M:PREP|||on|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||a|||REQUIRED|||-NONE-|||1
A 20 20|||M:PREP|||on|||REQUIRED|||-NONE-|||2
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3
A 20 20|||M:PREP|||on|||REQUIRED|||-NONE-|||3

S students may doas not anderstand facts very will antell they ander stand the idea and concept that is related to the fact .
A 0 1|||R:ORTH|||Students|||REQUIRED|||-NONE-|||0
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||understand|||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||fact|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||well|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||until|||REQUIRED|||-NONE-|||0
A 10 12|||R:VERB|||understand|||REQUIRED|||-NONE-|||0
A 16 18|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Students|||REQUIRED|||-NONE-|||1
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||understand|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||well|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||until|||REQUIRED|||-NONE-|||1
A 10 12|||R:VERB|||understand|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Students|||REQUIRED|||-NONE-|||2
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||understand|||REQUIRED|||-NONE-|||2
A 8 9|||R:PREP|||until|||REQUIRED|||-NONE-|||2
A 10 12|||R:VERB|||understand|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Students|||REQUIRED|||-NONE-|||3
A 2 3|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||understand|||REQUIRED|||-NONE-|||3
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||well|||REQUIRED|||-NONE-|||3
A 8 9|||R:PREP|||until|||REQUIRED|||-NONE-|||3
A 10 12|||R:VERB|||understand|||REQUIRED|||-NONE-|||3
A 13 14|||R:NOUN:NUM|||ideas|||REQUIRED|||-NONE-|||3
A 15 16|||R:NOUN:NUM|||concepts|||REQUIRED|||-NONE-|||3
A 17 18|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||3
A 21 22|||R:NOUN:NUM|||facts|||REQUIRED|||-NONE-|||3

S They wander in the streets wearing all kinds of clothes .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 2 3|||R:PREP|||through|||REQUIRED|||-NONE-|||2
A 6 7|||R:OTHER|||many|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S However , almost all of tour guide would go there with my group members and me .
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||guides|||REQUIRED|||-NONE-|||0
A 15 16|||R:PRON|||myself|||REQUIRED|||-NONE-|||0
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||guides|||REQUIRED|||-NONE-|||1
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||guides|||REQUIRED|||-NONE-|||2
A 5 5|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 6 7|||R:NOUN:NUM|||guides|||REQUIRED|||-NONE-|||3
A 13 14|||U:NOUN||||||REQUIRED|||-NONE-|||3

S But this does not happen .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S In history , for example , it is helpful to understand what event causes another one , and why ; in this way , it is easier to learn that the first one occurs before the second one , and thus it is easier to learn dates .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 28 29|||R:VERB|||recall|||REQUIRED|||-NONE-|||2
A 16 17|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 19 21|||R:PUNCT|||. In|||REQUIRED|||-NONE-|||3

S The fact is that by making the nails ourselves they would probably cost us more than buying them .
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S There are my children who are not going to school or colleges and coming to movies .
A 0 1|||R:PRON|||Those|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||college|||REQUIRED|||-NONE-|||0
A 13 14|||R:VERB|||going|||REQUIRED|||-NONE-|||0
A 15 15|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||college|||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||going|||REQUIRED|||-NONE-|||1
A 2 3|||U:DET||||||REQUIRED|||-NONE-|||2
A 9 10|||R:NOUN:NUM|||schools|||REQUIRED|||-NONE-|||2
A 13 13|||M:ADV|||instead|||REQUIRED|||-NONE-|||2
A 13 14|||R:VERB|||are going|||REQUIRED|||-NONE-|||2
A 13 13|||M:ADV|||instead|||REQUIRED|||-NONE-|||3

S But , in the technology and evolution time people 's mind had arrived to a solution , they must decrease water carriers or water way ships which travel between North America and The Eastern Europe , or build more canals and ship ports so the load on the ship can be decreased and less zebra mussel is transported .
A 4 4|||M:OTHER|||evolution of|||REQUIRED|||-NONE-|||0
A 5 7|||R:OTHER|||over|||REQUIRED|||-NONE-|||0
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 13 14|||R:PREP|||at|||REQUIRED|||-NONE-|||0
A 16 17|||R:PUNCT|||:|||REQUIRED|||-NONE-|||0
A 23 25|||R:ORTH|||waterway|||REQUIRED|||-NONE-|||0
A 32 33|||U:DET||||||REQUIRED|||-NONE-|||0
A 48 49|||R:NOUN:NUM|||ships|||REQUIRED|||-NONE-|||0
A 53 54|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||0
A 55 56|||R:NOUN:NUM|||mussels|||REQUIRED|||-NONE-|||0
A 56 57|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||0
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 16 17|||R:PUNCT|||;|||REQUIRED|||-NONE-|||1
A 35 36|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 56 57|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 2 3|||R:PREP|||with|||REQUIRED|||-NONE-|||2
A 3 6|||R:WO|||technology and the|||REQUIRED|||-NONE-|||2
A 7 7|||M:PREP|||of|||REQUIRED|||-NONE-|||2
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 32 33|||U:DET||||||REQUIRED|||-NONE-|||2
A 2 3|||R:PREP|||with|||REQUIRED|||-NONE-|||3
A 4 6|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 7 8|||R:OTHER|||of technology ,|||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN:NUM|||minds|||REQUIRED|||-NONE-|||3
A 16 17|||R:PUNCT|||:|||REQUIRED|||-NONE-|||3
A 20 20|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 23 25|||R:ORTH|||waterway|||REQUIRED|||-NONE-|||3
A 32 33|||U:DET||||||REQUIRED|||-NONE-|||3
A 47 48|||R:DET|||each|||REQUIRED|||-NONE-|||3
A 53 54|||R:ADJ|||fewer|||REQUIRED|||-NONE-|||3
A 55 56|||R:NOUN:NUM|||mussels|||REQUIRED|||-NONE-|||3
A 56 57|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||3

S It can be good opportunity to make their own time to do anything .
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||3

S However , she also said that some kinds of birds are shrink .
A 11 12|||R:VERB:FORM|||shrunken|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||shrinks|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||shrinking|||REQUIRED|||-NONE-|||2
A 6 7|||R:OTHER|||the number of different|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB:FORM|||shrinking|||REQUIRED|||-NONE-|||3

S Yet I am sure there are a number of exapmles of people who have achieved success that would prove the statement wrong .
A 9 10|||R:SPELL|||examples|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||examples|||REQUIRED|||-NONE-|||1
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||examples|||REQUIRED|||-NONE-|||2
A 19 20|||R:DET|||that|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||examples|||REQUIRED|||-NONE-|||3

S This is obvious from the fact that when the mind is not clear and free , man can not involve himself completely in doing any activity .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB|||made|||REQUIRED|||-NONE-|||1
A 16 16|||M:DET|||a|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||3

S However , I have different way of thinking toward the quote .
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 8 9|||R:PREP|||about|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||ways|||REQUIRED|||-NONE-|||1
A 8 9|||R:PREP|||about|||REQUIRED|||-NONE-|||1
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 8 9|||R:PREP|||towards|||REQUIRED|||-NONE-|||2
A 4 4|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 8 9|||R:PREP|||about|||REQUIRED|||-NONE-|||3

S First , young people have a lot of problems .
A 0 1|||R:MORPH|||Firstly|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S This is an effective solution to stop an advancing fires .
A 9 10|||R:NOUN:NUM|||fire|||REQUIRED|||-NONE-|||0
A 9 10|||R:NOUN:NUM|||fire|||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||2
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3

S This always chalanges the consumers to buy a perticular commodity in order to satisfy their needs and want in the morden days .
A 2 3|||R:SPELL|||challenges|||REQUIRED|||-NONE-|||0
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||peculiar|||REQUIRED|||-NONE-|||0
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 17 18|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||0
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||0
A 20 21|||R:SPELL|||modern|||REQUIRED|||-NONE-|||0
A 21 22|||R:NOUN|||times|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||challenges|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||particular|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||1
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||1
A 20 21|||R:SPELL|||modern|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||challenges|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||particular|||REQUIRED|||-NONE-|||2
A 17 18|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||2
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||2
A 20 21|||R:SPELL|||modern|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||challenges|||REQUIRED|||-NONE-|||3
A 3 4|||U:DET||||||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||particular|||REQUIRED|||-NONE-|||3
A 17 18|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||3
A 19 20|||U:DET||||||REQUIRED|||-NONE-|||3
A 20 21|||R:SPELL|||modern|||REQUIRED|||-NONE-|||3

S Fro exemple , it will be easier for people to concentrate on a subject such as geology , having a broad knwoledge of many academics , than to try to concentrate on geology after having studied litterature .
A 0 1|||R:OTHER|||For|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||example|||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||0
A 36 37|||R:SPELL|||literature|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||For|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||example|||REQUIRED|||-NONE-|||1
A 21 22|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||1
A 36 37|||R:SPELL|||literature|||REQUIRED|||-NONE-|||1
A 0 1|||R:OTHER|||For|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||example|||REQUIRED|||-NONE-|||2
A 17 18|||R:OTHER|||while|||REQUIRED|||-NONE-|||2
A 21 22|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||2
A 24 25|||R:NOUN|||subjects|||REQUIRED|||-NONE-|||2
A 36 37|||R:SPELL|||literature|||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||For|||REQUIRED|||-NONE-|||3
A 1 2|||R:SPELL|||example|||REQUIRED|||-NONE-|||3
A 11 13|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 13 14|||R:NOUN:NUM|||subjects|||REQUIRED|||-NONE-|||3
A 18 19|||R:OTHER|||if they have|||REQUIRED|||-NONE-|||3
A 21 22|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||3
A 24 25|||R:NOUN|||fields|||REQUIRED|||-NONE-|||3
A 26 26|||M:ADV|||rather|||REQUIRED|||-NONE-|||3
A 31 31|||M:ADV|||solely|||REQUIRED|||-NONE-|||3
A 36 37|||R:SPELL|||literature|||REQUIRED|||-NONE-|||3

S After a official training course , we helped the patients to bath , talked with the elder people who lived alone , and helped the organization to hold activities during special occasions like the mother 's day .
A 1 2|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 10 12|||R:VERB|||bathe|||REQUIRED|||-NONE-|||0
A 26 27|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 33 34|||U:DET||||||REQUIRED|||-NONE-|||0
A 34 35|||R:ORTH|||Mother|||REQUIRED|||-NONE-|||0
A 36 37|||R:ORTH|||Day|||REQUIRED|||-NONE-|||0
A 1 2|||R:DET|||an|||REQUIRED|||-NONE-|||1
A 11 12|||R:MORPH|||bathe|||REQUIRED|||-NONE-|||1
A 16 17|||R:MORPH|||elderly|||REQUIRED|||-NONE-|||1
A 34 35|||R:ORTH|||Mother|||REQUIRED|||-NONE-|||1
A 36 37|||R:ORTH|||Day|||REQUIRED|||-NONE-|||1
A 1 2|||R:DET|||an|||REQUIRED|||-NONE-|||2
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||2
A 10 11|||U:VERB:FORM||||||REQUIRED|||-NONE-|||2
A 15 16|||U:DET||||||REQUIRED|||-NONE-|||2
A 16 17|||R:MORPH|||elderly|||REQUIRED|||-NONE-|||2
A 26 27|||U:VERB:FORM||||||REQUIRED|||-NONE-|||2
A 33 34|||U:DET||||||REQUIRED|||-NONE-|||2
A 34 35|||R:ORTH|||Mother|||REQUIRED|||-NONE-|||2
A 36 37|||R:ORTH|||Day|||REQUIRED|||-NONE-|||2
A 1 2|||R:DET|||an|||REQUIRED|||-NONE-|||3
A 11 12|||R:MORPH|||bathe|||REQUIRED|||-NONE-|||3
A 33 34|||U:DET||||||REQUIRED|||-NONE-|||3
A 34 35|||R:ORTH|||Mother|||REQUIRED|||-NONE-|||3
A 36 37|||R:ORTH|||Day|||REQUIRED|||-NONE-|||3

S You can buy a vavilla cake in a fine store and another vanilla cake in the regular store .
A 4 5|||R:SPELL|||vanilla|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||at|||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||a|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||vanilla|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||vanilla|||REQUIRED|||-NONE-|||2
A 7 8|||R:DET|||an|||REQUIRED|||-NONE-|||2
A 8 9|||R:ADJ|||upscale|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||vanilla|||REQUIRED|||-NONE-|||3
A 8 9|||R:ADJ|||fancy|||REQUIRED|||-NONE-|||3
A 15 16|||R:DET|||a|||REQUIRED|||-NONE-|||3

S some guider is not sure about information .
A 0 1|||R:ORTH|||Some|||REQUIRED|||-NONE-|||0
A 1 2|||R:MORPH|||guide|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Some|||REQUIRED|||-NONE-|||1
A 1 2|||R:MORPH|||guides|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||1
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Some|||REQUIRED|||-NONE-|||2
A 1 2|||R:MORPH|||guides|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||2
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Some|||REQUIRED|||-NONE-|||3
A 1 2|||R:MORPH|||guides|||REQUIRED|||-NONE-|||3
A 2 3|||R:VERB:SVA|||are|||REQUIRED|||-NONE-|||3
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||3

S They share their views and ideas within a group .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||3

S Hope is the main key for finding new task .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 5 6|||R:PREP|||to|||REQUIRED|||-NONE-|||2
A 8 9|||R:NOUN:NUM|||tasks|||REQUIRED|||-NONE-|||2
A 3 4|||U:ADJ||||||REQUIRED|||-NONE-|||3
A 5 5|||M:NOUN|||ingredient|||REQUIRED|||-NONE-|||3
A 8 9|||R:NOUN:NUM|||tasks|||REQUIRED|||-NONE-|||3

S This is because , the choice can appear to students as a common part .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 3 4|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 3 4|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 13 14|||R:NOUN|||thing|||REQUIRED|||-NONE-|||3

S Developing communities want to build more modern duildings .
A 7 8|||R:SPELL|||buildings|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||buildings|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||buildings|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||buildings|||REQUIRED|||-NONE-|||3

S I strongly believe that in twenty years there will be fewer cars in use than there are today because of the damage decreasment , and technology replacment .
A 22 23|||R:SPELL|||decrements|||REQUIRED|||-NONE-|||0
A 23 24|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 26 27|||R:SPELL|||replacement|||REQUIRED|||-NONE-|||0
A 22 23|||R:SPELL|||decrements|||REQUIRED|||-NONE-|||1
A 23 24|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 26 27|||R:SPELL|||replacements|||REQUIRED|||-NONE-|||1
A 21 21|||M:VERB|||decreasing|||REQUIRED|||-NONE-|||2
A 22 24|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 26 27|||R:SPELL|||replacement|||REQUIRED|||-NONE-|||2
A 20 20|||M:VERB|||reducing|||REQUIRED|||-NONE-|||3
A 22 23|||R:OTHER|||they cause|||REQUIRED|||-NONE-|||3
A 23 24|||R:OTHER|||with|||REQUIRED|||-NONE-|||3
A 24 25|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 26 27|||R:SPELL|||replacement|||REQUIRED|||-NONE-|||3

S Most important , however , zebra mussels often have no predators in their new habitats , and species without natural predatpres are likely to dominate their habitats .
A 2 4|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 20 21|||R:SPELL|||predators|||REQUIRED|||-NONE-|||0
A 1 2|||R:MORPH|||importantly|||REQUIRED|||-NONE-|||1
A 5 5|||M:OTHER|||is that|||REQUIRED|||-NONE-|||1
A 20 21|||R:SPELL|||predators|||REQUIRED|||-NONE-|||1
A 15 16|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 20 21|||R:SPELL|||predators|||REQUIRED|||-NONE-|||2
A 20 21|||R:SPELL|||predators|||REQUIRED|||-NONE-|||3

S It is possible that as the energy problem , the people 's live styal will be changed .
A 4 5|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 13|||R:SPELL|||life|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||style|||REQUIRED|||-NONE-|||0
A 8 8|||M:NOUN|||change|||REQUIRED|||-NONE-|||1
A 12 13|||R:SPELL|||life|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||style|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||style|||REQUIRED|||-NONE-|||2
A 5 6|||R:DET|||an|||REQUIRED|||-NONE-|||3
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||3
A 12 13|||R:MORPH|||lives|||REQUIRED|||-NONE-|||3
A 13 14|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 15 15|||M:ADV|||still|||REQUIRED|||-NONE-|||3

S For example , When I was in school my Geography book present `` Ploto '' as the last planet but the recent studies posted that `` Ploto '' is not a planet at all becouse of some different chracterictcs .
A 3 4|||R:ORTH|||when|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:SVA|||presents|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||Pluto|||REQUIRED|||-NONE-|||0
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||0
A 26 27|||R:SPELL|||Pluto|||REQUIRED|||-NONE-|||0
A 34 35|||R:SPELL|||because|||REQUIRED|||-NONE-|||0
A 36 37|||U:DET||||||REQUIRED|||-NONE-|||0
A 38 39|||R:SPELL|||characteristics|||REQUIRED|||-NONE-|||0
A 3 4|||R:ORTH|||when|||REQUIRED|||-NONE-|||1
A 9 10|||R:ORTH|||geography|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||presented|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||Pluto|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||1
A 23 24|||R:VERB|||stated|||REQUIRED|||-NONE-|||1
A 26 27|||R:SPELL|||Pluto|||REQUIRED|||-NONE-|||1
A 34 35|||R:SPELL|||because|||REQUIRED|||-NONE-|||1
A 38 39|||R:SPELL|||characteristics|||REQUIRED|||-NONE-|||1
A 3 4|||R:ORTH|||when|||REQUIRED|||-NONE-|||2
A 9 10|||R:ORTH|||geography|||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB:FORM|||presented|||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||Pluto|||REQUIRED|||-NONE-|||2
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||2
A 26 27|||R:SPELL|||Pluto|||REQUIRED|||-NONE-|||2
A 34 35|||R:SPELL|||because|||REQUIRED|||-NONE-|||2
A 38 39|||R:SPELL|||characteristics|||REQUIRED|||-NONE-|||2
A 3 4|||R:ORTH|||when|||REQUIRED|||-NONE-|||3
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB|||stated|||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||Pluto|||REQUIRED|||-NONE-|||3
A 15 16|||R:SPELL|||was|||REQUIRED|||-NONE-|||3
A 19 19|||M:PUNCT|||;|||REQUIRED|||-NONE-|||3
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||3
A 23 24|||R:VERB|||declare|||REQUIRED|||-NONE-|||3
A 26 27|||R:SPELL|||Pluto|||REQUIRED|||-NONE-|||3
A 34 35|||R:SPELL|||because|||REQUIRED|||-NONE-|||3
A 38 39|||R:SPELL|||characteristics|||REQUIRED|||-NONE-|||3

S But that does not mean that I do not respect and admire the others..
A 13 14|||R:OTHER|||others|||REQUIRED|||-NONE-|||0
A 14 14|||M:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||others|||REQUIRED|||-NONE-|||1
A 14 14|||M:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||others|||REQUIRED|||-NONE-|||2
A 14 14|||M:PUNCT|||.|||REQUIRED|||-NONE-|||2
A 13 14|||R:OTHER|||others|||REQUIRED|||-NONE-|||3
A 14 14|||M:PUNCT|||.|||REQUIRED|||-NONE-|||3

S For example , in Korea , teachers teach something and students learn what teachers saying without dissussing with students while class .
A 14 14|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 16 17|||R:SPELL|||discussing|||REQUIRED|||-NONE-|||0
A 20 20|||M:PREP|||in|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||while listening to the|||REQUIRED|||-NONE-|||1
A 14 15|||U:VERB||||||REQUIRED|||-NONE-|||1
A 16 17|||R:SPELL|||discussing|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN|||lesson|||REQUIRED|||-NONE-|||1
A 19 20|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 14 14|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||2
A 16 17|||R:SPELL|||discussing|||REQUIRED|||-NONE-|||2
A 18 18|||M:ADJ|||other|||REQUIRED|||-NONE-|||2
A 20 20|||M:PREP|||in|||REQUIRED|||-NONE-|||2
A 13 13|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 14 14|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||3
A 16 17|||R:SPELL|||discussing|||REQUIRED|||-NONE-|||3
A 17 17|||M:PRON|||it|||REQUIRED|||-NONE-|||3
A 20 20|||M:PREP|||in|||REQUIRED|||-NONE-|||3

S They do not need to know about what facts about that cake are .
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 10 11|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 13|||U:VERB||||||REQUIRED|||-NONE-|||0
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||1
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 12 12|||M:NOUN|||facts|||REQUIRED|||-NONE-|||1
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 9 10|||R:PREP|||of|||REQUIRED|||-NONE-|||2
A 12 13|||U:VERB||||||REQUIRED|||-NONE-|||2
A 6 7|||U:PREP||||||REQUIRED|||-NONE-|||3
A 7 8|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 8 9|||R:NOUN|||ingredients|||REQUIRED|||-NONE-|||3
A 9 10|||R:PREP|||of|||REQUIRED|||-NONE-|||3
A 10 11|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 12 13|||U:VERB||||||REQUIRED|||-NONE-|||3

S First , we can protect our enviroment by saving oil and gas
A 6 7|||R:SPELL|||environment|||REQUIRED|||-NONE-|||0
A 12 12|||M:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||environment|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||environment|||REQUIRED|||-NONE-|||2
A 12 12|||M:PUNCT|||.|||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||environment|||REQUIRED|||-NONE-|||3
A 12 12|||M:PUNCT|||.|||REQUIRED|||-NONE-|||3

S To have broad knowledge of many academic subject , we can pick up more interesting fields about subject and it 's too easy to understand .
A 7 8|||R:NOUN:NUM|||subjects|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN:NUM|||subjects|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||subjects|||REQUIRED|||-NONE-|||1
A 17 18|||R:NOUN:NUM|||subjects|||REQUIRED|||-NONE-|||1
A 21 22|||R:ADV|||very|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 0 1|||R:PART|||With|||REQUIRED|||-NONE-|||3
A 1 2|||R:OTHER|||a|||REQUIRED|||-NONE-|||3
A 7 8|||R:NOUN:NUM|||subjects|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB|||learn|||REQUIRED|||-NONE-|||3
A 12 14|||R:OTHER|||about|||REQUIRED|||-NONE-|||3
A 15 16|||R:NOUN|||subfields|||REQUIRED|||-NONE-|||3
A 16 18|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 19 20|||R:PRON|||they|||REQUIRED|||-NONE-|||3
A 20 23|||R:OTHER|||are easier|||REQUIRED|||-NONE-|||3

S And I am completely disagree with what the auther want to say .
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||author|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:TENSE|||wanted|||REQUIRED|||-NONE-|||0
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||author|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||1
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||author|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||2
A 2 3|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||author|||REQUIRED|||-NONE-|||3
A 9 10|||R:VERB:SVA|||wants|||REQUIRED|||-NONE-|||3

S I support my feel that it can be part of life .
A 3 4|||R:MORPH|||feelings|||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||feeling|||REQUIRED|||-NONE-|||1
A 3 4|||R:MORPH|||feeling|||REQUIRED|||-NONE-|||2
A 3 4|||R:MORPH|||feeling|||REQUIRED|||-NONE-|||3
A 8 8|||M:DET|||a|||REQUIRED|||-NONE-|||3

S but on the other hand , we have a risk to poison this product , because farmers often feed their fish growth-inducing chemicals .
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||0
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||1
A 1 2|||R:ORTH|||On|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||2
A 7 8|||R:VERB|||run|||REQUIRED|||-NONE-|||2
A 8 9|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 10 11|||R:PART|||of|||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB:FORM|||poisoning|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||3
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB|||are|||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||at|||REQUIRED|||-NONE-|||3
A 10 11|||R:PART|||of|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB:TENSE|||being poisoned|||REQUIRED|||-NONE-|||3
A 12 12|||M:PREP|||by|||REQUIRED|||-NONE-|||3
A 14 15|||U:PUNCT||||||REQUIRED|||-NONE-|||3

S Think about it , If you are 50~60 years old you always think your health .
A 4 5|||R:ORTH|||if|||REQUIRED|||-NONE-|||0
A 13 13|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 4 5|||R:ORTH|||if|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||50-60|||REQUIRED|||-NONE-|||1
A 13 13|||M:PREP|||about|||REQUIRED|||-NONE-|||1
A 3 5|||R:PUNCT|||: if|||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||50-60|||REQUIRED|||-NONE-|||2
A 13 13|||M:PREP|||about|||REQUIRED|||-NONE-|||2
A 7 7|||M:OTHER|||50|||REQUIRED|||-NONE-|||3
A 7 7|||M:CONJ|||or|||REQUIRED|||-NONE-|||3
A 7 8|||R:OTHER|||60|||REQUIRED|||-NONE-|||3
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 13 13|||M:PREP|||about|||REQUIRED|||-NONE-|||3

S I advice all people to always keep smaile and have fun in this wonderful life god gave us .
A 1 2|||R:MORPH|||advise|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||smiling|||REQUIRED|||-NONE-|||0
A 15 16|||R:ORTH|||God|||REQUIRED|||-NONE-|||0
A 1 2|||R:MORPH|||advise|||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||smile|||REQUIRED|||-NONE-|||1
A 1 2|||R:MORPH|||advise|||REQUIRED|||-NONE-|||2
A 7 8|||R:VERB|||smiling|||REQUIRED|||-NONE-|||2
A 9 9|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||2
A 15 16|||R:ORTH|||God|||REQUIRED|||-NONE-|||2
A 1 2|||R:MORPH|||advise|||REQUIRED|||-NONE-|||3
A 7 8|||R:VERB|||smiling|||REQUIRED|||-NONE-|||3

S Everybody knows each other .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Anther reason to joing a big company is job security .
A 3 4|||R:SPELL|||join|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||join|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Another|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||join|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||Another|||REQUIRED|||-NONE-|||3
A 3 4|||R:SPELL|||join|||REQUIRED|||-NONE-|||3

S Indeed , on the one hand , there are obvious signs that cars are doomed to be less and less baught by people .
A 9 10|||R:MORPH|||obviously|||REQUIRED|||-NONE-|||0
A 20 21|||R:SPELL|||bought|||REQUIRED|||-NONE-|||0
A 17 17|||M:VERB|||bought|||REQUIRED|||-NONE-|||1
A 20 21|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 6 7|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 20 21|||R:VERB|||purchased|||REQUIRED|||-NONE-|||2
A 14 15|||R:VERB|||destined|||REQUIRED|||-NONE-|||3
A 17 18|||R:OTHER|||purchased by fewer|||REQUIRED|||-NONE-|||3
A 19 22|||R:OTHER|||fewer|||REQUIRED|||-NONE-|||3

S Although we do n't have good grade , we have tallent to another things .
A 6 7|||R:NOUN:NUM|||grades|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||talent|||REQUIRED|||-NONE-|||0
A 11 12|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 12 13|||R:DET|||other|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||grades|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||talents|||REQUIRED|||-NONE-|||1
A 11 12|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||grades|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||talents|||REQUIRED|||-NONE-|||2
A 11 12|||R:PREP|||for|||REQUIRED|||-NONE-|||2
A 12 13|||R:DET|||other|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||grades|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||talents|||REQUIRED|||-NONE-|||3
A 11 12|||R:PREP|||in|||REQUIRED|||-NONE-|||3
A 12 13|||R:DET|||other|||REQUIRED|||-NONE-|||3
A 13 14|||R:NOUN|||areas|||REQUIRED|||-NONE-|||3

S The people attending this lecture will mostly be those that are specialists in the topic subject .
A 15 16|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 14 15|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||on|||REQUIRED|||-NONE-|||2
A 15 16|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 9 10|||R:PRON|||who|||REQUIRED|||-NONE-|||3
A 15 16|||U:NOUN||||||REQUIRED|||-NONE-|||3

S To maintain the products more valuable they have sometimes use strategies to keep the clientele with same enthousiasm .
A 3 6|||R:WO|||more valuable products|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 8|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||0
A 15 16|||U:PREP||||||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||0
A 17 18|||R:NOUN|||enthusiasm high|||REQUIRED|||-NONE-|||0
A 4 5|||U:ADV||||||REQUIRED|||-NONE-|||1
A 5 6|||R:MORPH|||value|||REQUIRED|||-NONE-|||1
A 8 8|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1
A 17 18|||R:SPELL|||enthusiasm|||REQUIRED|||-NONE-|||1
A 3 6|||R:WO|||more valuable products|||REQUIRED|||-NONE-|||2
A 8 8|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||2
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 17 18|||R:SPELL|||enthusiastic|||REQUIRED|||-NONE-|||2
A 4 5|||R:NOUN:POSS|||'|||REQUIRED|||-NONE-|||3
A 5 6|||R:MORPH|||value|||REQUIRED|||-NONE-|||3
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 7 9|||R:WO|||sometimes have|||REQUIRED|||-NONE-|||3
A 9 9|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||3
A 15 17|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 17 18|||R:SPELL|||enthusiastic|||REQUIRED|||-NONE-|||3

S Also the second argument seems to be a bit out of context as the new technologies may hardly cut down on the numbers of cars used .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN:NUM|||number|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB:TENSE|||might|||REQUIRED|||-NONE-|||2
A 22 23|||R:NOUN:NUM|||number|||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB:TENSE|||would|||REQUIRED|||-NONE-|||3

S But it depends on what level we gain this knowledge .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 6 6|||M:OTHER|||of knowledge|||REQUIRED|||-NONE-|||2
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 7 8|||R:VERB:TENSE|||have gained|||REQUIRED|||-NONE-|||3

S As the profession said , pressure in water is another reason to have explosion .
A 2 3|||R:MORPH|||professor|||REQUIRED|||-NONE-|||0
A 13 13|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 2 3|||R:MORPH|||professional|||REQUIRED|||-NONE-|||1
A 11 12|||R:PART|||for|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||an|||REQUIRED|||-NONE-|||1
A 2 3|||R:MORPH|||professor|||REQUIRED|||-NONE-|||2
A 11 13|||R:OTHER|||for|||REQUIRED|||-NONE-|||2
A 13 14|||R:NOUN:NUM|||explosions|||REQUIRED|||-NONE-|||2
A 2 3|||R:MORPH|||professor|||REQUIRED|||-NONE-|||3
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 12 13|||R:VERB|||create|||REQUIRED|||-NONE-|||3
A 13 13|||M:DET|||an|||REQUIRED|||-NONE-|||3

S For example banks have many very specialized departements .
A 7 8|||R:SPELL|||departments|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||departments|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||departments|||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||departments|||REQUIRED|||-NONE-|||3

S Everybody would in the end benefit from their experience : people in general and people who wants to learn from them .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 10|||R:PUNCT|||;|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:SVA|||want|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:SVA|||want|||REQUIRED|||-NONE-|||1
A 0 3|||U:OTHER|||In|||REQUIRED|||-NONE-|||2
A 5 5|||M:OTHER|||, everybody would|||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB:SVA|||want|||REQUIRED|||-NONE-|||2
A 0 3|||U:OTHER|||In|||REQUIRED|||-NONE-|||3
A 5 5|||M:OTHER|||, everybody would|||REQUIRED|||-NONE-|||3
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 16 17|||R:VERB:TENSE|||wanted|||REQUIRED|||-NONE-|||3
A 20 21|||R:PRON|||it|||REQUIRED|||-NONE-|||3

S boys and girls easy beleive them .
A 0 1|||R:ORTH|||Boys|||REQUIRED|||-NONE-|||0
A 3 3|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 4 5|||R:VERB|||to believe|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||Boys|||REQUIRED|||-NONE-|||1
A 3 4|||R:MORPH|||easily|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||believed|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||Boys|||REQUIRED|||-NONE-|||2
A 3 4|||R:MORPH|||easily|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||believe|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||Boys|||REQUIRED|||-NONE-|||3
A 3 4|||R:MORPH|||easily|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||believe|||REQUIRED|||-NONE-|||3

S In this time , my opiniom is young people enjoy life than older people do .
A 0 1|||R:PREP|||At|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||opinion|||REQUIRED|||-NONE-|||0
A 7 7|||M:PREP|||that|||REQUIRED|||-NONE-|||0
A 11 11|||M:ADJ|||more|||REQUIRED|||-NONE-|||0
A 0 1|||R:PREP|||At|||REQUIRED|||-NONE-|||1
A 4 4|||M:OTHER|||it is|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||opinion|||REQUIRED|||-NONE-|||1
A 6 7|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 11 11|||M:ADJ|||more|||REQUIRED|||-NONE-|||1
A 0 1|||R:PREP|||At|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||opinion|||REQUIRED|||-NONE-|||2
A 7 7|||M:PREP|||that|||REQUIRED|||-NONE-|||2
A 11 11|||M:ADJ|||more|||REQUIRED|||-NONE-|||2
A 0 5|||U:OTHER|||My|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||opinion|||REQUIRED|||-NONE-|||3
A 7 7|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 9 9|||M:OTHER|||in this time|||REQUIRED|||-NONE-|||3
A 11 11|||M:ADJ|||more|||REQUIRED|||-NONE-|||3

S More informations how can we get it is the important things .
A 1 2|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||0
A 2 2|||M:PREP|||on|||REQUIRED|||-NONE-|||0
A 3 5|||R:WO|||we can|||REQUIRED|||-NONE-|||0
A 10 11|||R:NOUN:NUM|||thing|||REQUIRED|||-NONE-|||0
A 1 2|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||1
A 2 2|||M:PREP|||on|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||thing|||REQUIRED|||-NONE-|||1
A 1 2|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||2
A 2 2|||M:PREP|||on|||REQUIRED|||-NONE-|||2
A 3 5|||R:WO|||we can|||REQUIRED|||-NONE-|||2
A 10 11|||R:NOUN:NUM|||thing|||REQUIRED|||-NONE-|||2
A 1 2|||R:NOUN:INFL|||information|||REQUIRED|||-NONE-|||3
A 2 2|||M:OTHER|||, and|||REQUIRED|||-NONE-|||3
A 7 8|||R:OTHER|||, are|||REQUIRED|||-NONE-|||3

S This is merely an opinion based on present , albeit established facts .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||the current|||REQUIRED|||-NONE-|||3
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S They dont have to read spacific books and articles just because they love the topic .
A 1 2|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||specific|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||specific|||REQUIRED|||-NONE-|||1
A 1 2|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||specific|||REQUIRED|||-NONE-|||2
A 1 2|||R:OTHER|||do n't|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||specific|||REQUIRED|||-NONE-|||3

S It is not bed if you know it , it means that your intelligence is high but a doctor has to be absolutely good at safing and helping ill persons .
A 3 4|||R:SPELL|||bad|||REQUIRED|||-NONE-|||0
A 25 26|||R:SPELL|||saying|||REQUIRED|||-NONE-|||0
A 29 30|||R:NOUN|||people|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||bad|||REQUIRED|||-NONE-|||1
A 25 26|||R:SPELL|||saving|||REQUIRED|||-NONE-|||1
A 29 30|||R:NOUN|||people|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||bad|||REQUIRED|||-NONE-|||2
A 8 9|||R:PUNCT|||;|||REQUIRED|||-NONE-|||2
A 12 13|||R:PRON|||you|||REQUIRED|||-NONE-|||2
A 13 15|||R:OTHER|||are|||REQUIRED|||-NONE-|||2
A 15 16|||R:OTHER|||intelligent ,|||REQUIRED|||-NONE-|||2
A 21 23|||R:WO|||absolutely be|||REQUIRED|||-NONE-|||2
A 25 26|||R:SPELL|||saving|||REQUIRED|||-NONE-|||2
A 29 30|||R:NOUN|||people|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||bad|||REQUIRED|||-NONE-|||3
A 8 9|||R:PUNCT|||;|||REQUIRED|||-NONE-|||3
A 12 13|||R:PRON|||you|||REQUIRED|||-NONE-|||3
A 13 15|||R:OTHER|||are|||REQUIRED|||-NONE-|||3
A 15 16|||R:ADJ|||intelligent|||REQUIRED|||-NONE-|||3
A 22 23|||R:ADV|||extremely|||REQUIRED|||-NONE-|||3
A 25 26|||R:SPELL|||saving|||REQUIRED|||-NONE-|||3
A 28 29|||R:ADJ|||sick|||REQUIRED|||-NONE-|||3
A 29 30|||R:NOUN|||people|||REQUIRED|||-NONE-|||3

S If however the student will put only conepts and his/hers ore someone elses ideas or concepts , which can be mistakes will make the professor think if the student actualy did what was asked from the assigment .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||0
A 5 7|||R:WO|||only put|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||concepts|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||or|||REQUIRED|||-NONE-|||0
A 12 13|||R:OTHER|||else 's|||REQUIRED|||-NONE-|||0
A 29 30|||R:SPELL|||actually|||REQUIRED|||-NONE-|||0
A 36 37|||R:SPELL|||assignment|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||concepts|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||or|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||else 's|||REQUIRED|||-NONE-|||1
A 21 21|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 29 30|||R:SPELL|||actually|||REQUIRED|||-NONE-|||1
A 36 37|||R:SPELL|||assignment|||REQUIRED|||-NONE-|||1
A 7 9|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||or|||REQUIRED|||-NONE-|||2
A 12 13|||R:OTHER|||else 's|||REQUIRED|||-NONE-|||2
A 26 27|||R:PREP|||that|||REQUIRED|||-NONE-|||2
A 29 30|||R:SPELL|||actually|||REQUIRED|||-NONE-|||2
A 36 37|||R:SPELL|||assignment|||REQUIRED|||-NONE-|||2
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 4 5|||R:OTHER|||only|||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB:SVA|||puts|||REQUIRED|||-NONE-|||3
A 6 7|||R:OTHER|||down|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||concepts|||REQUIRED|||-NONE-|||3
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 8 9|||R:CONJ|||either|||REQUIRED|||-NONE-|||3
A 9 10|||R:OTHER|||their own|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||or|||REQUIRED|||-NONE-|||3
A 12 14|||R:OTHER|||else 's|||REQUIRED|||-NONE-|||3
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 21 21|||M:OTHER|||, that|||REQUIRED|||-NONE-|||3
A 25 26|||R:VERB|||wonder|||REQUIRED|||-NONE-|||3
A 26 27|||R:PREP|||whether|||REQUIRED|||-NONE-|||3
A 29 30|||R:SPELL|||actually|||REQUIRED|||-NONE-|||3
A 34 35|||R:PREP|||for by|||REQUIRED|||-NONE-|||3
A 36 37|||R:SPELL|||assignment|||REQUIRED|||-NONE-|||3

S We can just hope that those cars will have a new motor generation wich pollute less .
A 13 14|||R:SPELL|||which|||REQUIRED|||-NONE-|||0
A 14 14|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||which|||REQUIRED|||-NONE-|||1
A 14 14|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1
A 12 13|||R:MORPH|||generator|||REQUIRED|||-NONE-|||2
A 13 14|||R:DET|||that|||REQUIRED|||-NONE-|||2
A 11 12|||R:NOUN|||propulsion|||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN|||system|||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||which|||REQUIRED|||-NONE-|||3
A 14 14|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||3

S When I watching TV , radion ...
A 2 3|||R:VERB:FORM|||watch|||REQUIRED|||-NONE-|||0
A 5 5|||M:OTHER|||listen to the|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||radio|||REQUIRED|||-NONE-|||0
A 6 7|||R:PUNCT|||.|||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB:TENSE|||was|||REQUIRED|||-NONE-|||1
A 4 4|||M:OTHER|||and listening to|||REQUIRED|||-NONE-|||1
A 4 5|||R:OTHER|||the|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||radio|||REQUIRED|||-NONE-|||1
A 6 7|||R:PUNCT|||.|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||radio|||REQUIRED|||-NONE-|||2
A 6 7|||R:PUNCT|||.|||REQUIRED|||-NONE-|||2
A 2 2|||M:VERB:TENSE|||was|||REQUIRED|||-NONE-|||3
A 5 6|||R:SPELL|||radio|||REQUIRED|||-NONE-|||3
A 6 7|||R:PUNCT|||.|||REQUIRED|||-NONE-|||3

S After he graduated his universty , thanks to his skill of software , he can got a job easily and he become best in his field .
A 3 3|||M:PREP|||from|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||university|||REQUIRED|||-NONE-|||0
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 12 12|||M:NOUN|||skills|||REQUIRED|||-NONE-|||0
A 15 16|||R:VERB|||get|||REQUIRED|||-NONE-|||0
A 20 21|||U:PRON||||||REQUIRED|||-NONE-|||0
A 22 22|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 3 4|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||university|||REQUIRED|||-NONE-|||1
A 21 22|||R:VERB:TENSE|||became|||REQUIRED|||-NONE-|||1
A 22 22|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 3 3|||M:PREP|||from|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||university|||REQUIRED|||-NONE-|||2
A 14 15|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||2
A 20 21|||U:PRON||||||REQUIRED|||-NONE-|||2
A 21 22|||R:VERB:TENSE|||became|||REQUIRED|||-NONE-|||2
A 22 22|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB:TENSE|||graduates|||REQUIRED|||-NONE-|||3
A 3 4|||R:OTHER|||from|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||university|||REQUIRED|||-NONE-|||3
A 9 11|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 12 12|||M:NOUN|||skills|||REQUIRED|||-NONE-|||3
A 15 16|||R:VERB|||get|||REQUIRED|||-NONE-|||3
A 20 21|||U:PRON||||||REQUIRED|||-NONE-|||3
A 22 22|||M:DET|||the|||REQUIRED|||-NONE-|||3

S Everybody deserve to enjoy life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 1 2|||R:VERB:SVA|||deserves|||REQUIRED|||-NONE-|||1
A 1 2|||R:VERB:SVA|||deserves|||REQUIRED|||-NONE-|||2
A 1 2|||R:VERB:SVA|||deserves|||REQUIRED|||-NONE-|||3

S it would increased in price after afew year and its ' owner would have an overprice and he would be a successful man .
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:FORM|||increase|||REQUIRED|||-NONE-|||0
A 6 7|||R:ORTH|||a few|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||years|||REQUIRED|||-NONE-|||0
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:FORM|||increase|||REQUIRED|||-NONE-|||1
A 6 7|||R:ORTH|||a few|||REQUIRED|||-NONE-|||1
A 9 10|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||then|||REQUIRED|||-NONE-|||1
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||1
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB:FORM|||increase|||REQUIRED|||-NONE-|||2
A 6 7|||R:ORTH|||a few|||REQUIRED|||-NONE-|||2
A 9 11|||R:OTHER|||it 's|||REQUIRED|||-NONE-|||2
A 15 16|||R:VERB:FORM|||overpriced|||REQUIRED|||-NONE-|||2
A 16 16|||M:NOUN|||item|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||3
A 2 3|||R:VERB:FORM|||increase|||REQUIRED|||-NONE-|||3
A 6 7|||R:ORTH|||a few|||REQUIRED|||-NONE-|||3
A 7 8|||R:NOUN:NUM|||years|||REQUIRED|||-NONE-|||3
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 14 16|||R:OTHER|||underpaid ,|||REQUIRED|||-NONE-|||3

S but the professor refutes the idea by illustrating some tested resulta from research condcted by a oil is not taken arouend the world .
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||results|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||conducted|||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 17 17|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 20 21|||R:SPELL|||around|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||results|||REQUIRED|||-NONE-|||1
A 13 14|||R:SPELL|||conducted|||REQUIRED|||-NONE-|||1
A 17 18|||U:VERB:TENSE||||||REQUIRED|||-NONE-|||1
A 20 20|||M:PREP|||from|||REQUIRED|||-NONE-|||1
A 20 21|||R:SPELL|||around|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||But|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||results|||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||conducted|||REQUIRED|||-NONE-|||2
A 20 21|||R:SPELL|||around|||REQUIRED|||-NONE-|||2
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 1 2|||R:ORTH|||The|||REQUIRED|||-NONE-|||3
A 4 5|||R:DET|||this|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||results|||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||conducted|||REQUIRED|||-NONE-|||3
A 14 15|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 15 16|||R:DET|||that|||REQUIRED|||-NONE-|||3
A 19 20|||R:OTHER|||used everywhere|||REQUIRED|||-NONE-|||3
A 20 21|||R:SPELL|||around|||REQUIRED|||-NONE-|||3

S Those who were open enough to try it , had the risk about spending too much money as they choose the first and only tariff which was higher than other suppliers , but they were connected to the world .
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 9|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||of|||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||of|||REQUIRED|||-NONE-|||2
A 8 11|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB:TENSE|||risked|||REQUIRED|||-NONE-|||3
A 12 13|||U:PREP||||||REQUIRED|||-NONE-|||3
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 33 33|||M:ADV|||then|||REQUIRED|||-NONE-|||3

S The old teaching system is a fair system because it treats teachers on education , teaching skills and Finall and the most important thing is teaching experience .
A 17 19|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 25 25|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 18 19|||R:SPELL|||finally|||REQUIRED|||-NONE-|||1
A 19 20|||R:OTHER|||one|||REQUIRED|||-NONE-|||1
A 20 20|||M:PREP|||of|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN:NUM|||things|||REQUIRED|||-NONE-|||1
A 10 11|||R:VERB|||judges|||REQUIRED|||-NONE-|||2
A 12 12|||M:VERB|||based|||REQUIRED|||-NONE-|||2
A 14 15|||R:OTHER|||and|||REQUIRED|||-NONE-|||2
A 17 17|||M:OTHER|||, with|||REQUIRED|||-NONE-|||2
A 17 18|||R:OTHER|||the|||REQUIRED|||-NONE-|||2
A 18 19|||R:SPELL|||final|||REQUIRED|||-NONE-|||2
A 20 21|||U:DET||||||REQUIRED|||-NONE-|||2
A 24 25|||R:VERB:FORM|||being|||REQUIRED|||-NONE-|||2
A 10 11|||R:VERB|||benefits|||REQUIRED|||-NONE-|||3
A 11 11|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 12 13|||R:PREP|||with|||REQUIRED|||-NONE-|||3
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 18 18|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 18 19|||R:SPELL|||finally|||REQUIRED|||-NONE-|||3
A 19 20|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 24 24|||M:OTHER|||, which|||REQUIRED|||-NONE-|||3

S At the time of emergency he / she could be of great help if he / she is aware of the child health problems and their cure .
A 4 4|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 5 8|||R:ORTH|||he/she|||REQUIRED|||-NONE-|||1
A 14 17|||R:ORTH|||he/she|||REQUIRED|||-NONE-|||1
A 25 26|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 5 6|||U:PRON||||||REQUIRED|||-NONE-|||2
A 6 7|||R:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||he/she|||REQUIRED|||-NONE-|||2
A 14 17|||R:ORTH|||he/she|||REQUIRED|||-NONE-|||2
A 22 22|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||2
A 4 4|||M:DET|||an|||REQUIRED|||-NONE-|||3
A 22 22|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||3

S The problem is that when we and our competitors have more or less the same resources and the same strategy , both would survive but chance of ones victory is not ensured .
A 25 25|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 22 23|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||1
A 25 25|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 27 28|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||1
A 31 32|||R:VERB|||assured|||REQUIRED|||-NONE-|||1
A 25 25|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 27 28|||R:OTHER|||one 's|||REQUIRED|||-NONE-|||2
A 22 23|||R:VERB:TENSE|||will|||REQUIRED|||-NONE-|||3
A 25 25|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 27 28|||U:NOUN||||||REQUIRED|||-NONE-|||3

S It is dangerous for the plants and corps and changes rivers too acidic for living fish and other animals in .
A 7 8|||R:NOUN|||crops|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||it makes|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 20 20|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN|||crops|||REQUIRED|||-NONE-|||1
A 9 10|||R:VERB|||makes|||REQUIRED|||-NONE-|||1
A 14 15|||U:VERB||||||REQUIRED|||-NONE-|||1
A 19 19|||M:VERB|||to live|||REQUIRED|||-NONE-|||1
A 1 2|||R:CONTR|||'s|||REQUIRED|||-NONE-|||2
A 4 5|||U:DET||||||REQUIRED|||-NONE-|||2
A 7 8|||R:NOUN|||crops|||REQUIRED|||-NONE-|||2
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 10 10|||M:PREP|||to|||REQUIRED|||-NONE-|||2
A 11 11|||M:OTHER|||make them|||REQUIRED|||-NONE-|||2
A 14 15|||U:VERB||||||REQUIRED|||-NONE-|||2
A 19 19|||M:VERB|||to live|||REQUIRED|||-NONE-|||2
A 7 8|||R:NOUN|||crops|||REQUIRED|||-NONE-|||3
A 8 8|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 9 10|||R:OTHER|||the|||REQUIRED|||-NONE-|||3
A 11 11|||M:VERB|||are becoming|||REQUIRED|||-NONE-|||3
A 14 15|||U:VERB||||||REQUIRED|||-NONE-|||3
A 19 19|||M:VERB|||to live|||REQUIRED|||-NONE-|||3

S It is related strongly to our daily life .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 2 4|||R:WO|||strongly related|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 2 4|||R:WO|||strongly related|||REQUIRED|||-NONE-|||3

S With this pupluation outburst , more cars will have to be present to meet the needs of the people .
A 2 3|||R:SPELL|||population|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||population|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||population|||REQUIRED|||-NONE-|||2
A 3 4|||R:NOUN|||increase|||REQUIRED|||-NONE-|||2
A 11 12|||R:ADJ|||available|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||population|||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN|||explosion|||REQUIRED|||-NONE-|||3
A 8 10|||U:VERB||||||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB|||required|||REQUIRED|||-NONE-|||3

S It was said in the passage that the humans are endotherms and maintain the internal body temperatures upto 37 degrees , the same with dinosaurs that they maintain body temperatures upto 37 degrees or more than this temperature .
A 10 11|||R:SPELL|||endothermic|||REQUIRED|||-NONE-|||0
A 13 14|||R:DET|||an|||REQUIRED|||-NONE-|||0
A 16 17|||R:NOUN:NUM|||temperature|||REQUIRED|||-NONE-|||0
A 17 18|||R:ORTH|||up to|||REQUIRED|||-NONE-|||0
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 30 31|||R:ORTH|||up to|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||endothermic|||REQUIRED|||-NONE-|||1
A 17 18|||R:ORTH|||up to|||REQUIRED|||-NONE-|||1
A 30 31|||R:ORTH|||up to|||REQUIRED|||-NONE-|||1
A 35 38|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||2
A 13 14|||R:DET|||an|||REQUIRED|||-NONE-|||2
A 16 17|||R:NOUN:NUM|||temperature|||REQUIRED|||-NONE-|||2
A 17 18|||R:ORTH|||up to|||REQUIRED|||-NONE-|||2
A 23 24|||R:PREP|||as|||REQUIRED|||-NONE-|||2
A 26 27|||R:OTHER|||also|||REQUIRED|||-NONE-|||2
A 27 28|||R:VERB:TENSE|||maintained|||REQUIRED|||-NONE-|||2
A 30 31|||R:ORTH|||up to|||REQUIRED|||-NONE-|||2
A 35 38|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3
A 13 14|||U:DET||||||REQUIRED|||-NONE-|||3
A 17 18|||R:ORTH|||up to|||REQUIRED|||-NONE-|||3
A 21 21|||M:OTHER|||which is|||REQUIRED|||-NONE-|||3
A 23 24|||R:PREP|||as|||REQUIRED|||-NONE-|||3
A 26 27|||U:PRON||||||REQUIRED|||-NONE-|||3
A 27 28|||R:VERB:TENSE|||maintained|||REQUIRED|||-NONE-|||3
A 30 31|||R:ORTH|||up to|||REQUIRED|||-NONE-|||3
A 35 38|||U:OTHER||||||REQUIRED|||-NONE-|||3

S If there were no concerned adults who had to care for the feeding , care and well being of those children , humanity as we know it would not exist .
A 11 12|||U:DET||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 16 18|||R:OTHER|||well-being|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S As people say `` The luck follows the ones that are brave '' and to destroy your everyday routine you must be brave enough but that will probably bring you success .
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 24 25|||R:CONJ|||and|||REQUIRED|||-NONE-|||0
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 24 25|||R:CONJ|||and|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 24 24|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S In my opinion , i agee with the statement , most advertisement make products seem much better than they really are .
A 4 5|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB|||agree|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||that|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||advertisements|||REQUIRED|||-NONE-|||0
A 4 5|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||agree|||REQUIRED|||-NONE-|||1
A 9 10|||R:PUNCT|||``|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||advertisements|||REQUIRED|||-NONE-|||1
A 22 22|||M:PUNCT|||''|||REQUIRED|||-NONE-|||1
A 4 5|||R:ORTH|||I|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB|||agree|||REQUIRED|||-NONE-|||2
A 9 10|||R:PUNCT|||;|||REQUIRED|||-NONE-|||2
A 11 12|||R:NOUN:NUM|||advertisements|||REQUIRED|||-NONE-|||2
A 4 5|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB|||agree|||REQUIRED|||-NONE-|||3
A 9 10|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 11 12|||R:NOUN:NUM|||advertisements|||REQUIRED|||-NONE-|||3

S there are two crucial facts : no particles from asteroid explosion , area of the astroid and meteriority of explosion .
A 0 1|||R:ORTH|||There|||REQUIRED|||-NONE-|||0
A 15 16|||R:NOUN|||asteroid|||REQUIRED|||-NONE-|||0
A 17 18|||R:SPELL|||meteorite|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||There|||REQUIRED|||-NONE-|||1
A 2 3|||R:OTHER|||three|||REQUIRED|||-NONE-|||1
A 8 8|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||explosions|||REQUIRED|||-NONE-|||1
A 12 12|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 15 16|||R:NOUN|||asteroid|||REQUIRED|||-NONE-|||1
A 16 16|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 18|||R:SPELL|||meteorites|||REQUIRED|||-NONE-|||1
A 18 19|||R:PREP|||from|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||There|||REQUIRED|||-NONE-|||2
A 15 16|||R:NOUN|||asteroid|||REQUIRED|||-NONE-|||2
A 17 18|||R:SPELL|||meteorites|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||There|||REQUIRED|||-NONE-|||3
A 2 3|||R:OTHER|||three|||REQUIRED|||-NONE-|||3
A 8 8|||M:VERB|||were found|||REQUIRED|||-NONE-|||3
A 9 9|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 15 16|||R:NOUN|||asteroid|||REQUIRED|||-NONE-|||3
A 17 18|||R:OTHER|||the size|||REQUIRED|||-NONE-|||3
A 19 19|||M:DET|||the|||REQUIRED|||-NONE-|||3

S Young people are more easily to adapt new technologies than old people .
A 5 5|||M:ADJ|||able|||REQUIRED|||-NONE-|||0
A 7 7|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 4 5|||R:ADJ|||likely|||REQUIRED|||-NONE-|||1
A 2 3|||U:VERB||||||REQUIRED|||-NONE-|||2
A 5 7|||R:WO|||adapt to|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB|||adapt|||REQUIRED|||-NONE-|||3
A 6 7|||U:VERB||||||REQUIRED|||-NONE-|||3

S It would be similar to adding a few drops of water to the ocean .
A 5 6|||R:VERB:FORM|||add|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S For usually success is connected with some achievement .
A 0 2|||U:PREP|||Usually|||REQUIRED|||-NONE-|||0
A 0 2|||U:PREP|||Usually|||REQUIRED|||-NONE-|||1
A 0 1|||U:PREP||||||REQUIRED|||-NONE-|||2
A 1 4|||R:WO|||Success is usually|||REQUIRED|||-NONE-|||2
A 7 7|||M:OTHER|||sort of|||REQUIRED|||-NONE-|||2
A 0 2|||U:PREP|||Usually|||REQUIRED|||-NONE-|||3

S If the explorers didnt take risk we wouldnt discover the new contenant .
A 3 4|||R:OTHER|||did n't|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 9|||R:OTHER|||would n't have discovered|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||continent|||REQUIRED|||-NONE-|||0
A 3 4|||R:OTHER|||did n't|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 7|||R:PRON|||they|||REQUIRED|||-NONE-|||1
A 7 9|||R:OTHER|||would n't have discovered|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||continent|||REQUIRED|||-NONE-|||1
A 3 4|||R:OTHER|||did n't|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||2
A 7 9|||R:OTHER|||would n't have discovered|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||continent|||REQUIRED|||-NONE-|||2
A 3 5|||R:OTHER|||had not taken|||REQUIRED|||-NONE-|||3
A 5 6|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||3
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 6 7|||R:PRON|||they|||REQUIRED|||-NONE-|||3
A 7 9|||R:OTHER|||would n't have discovered|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||continent|||REQUIRED|||-NONE-|||3

S The second points is about the evidence , according the the passage the evidence that associates the Sphinx with a know Old Kindgom King , and identifies the Sphinx as honoring Khafre , but the lecture says that , these evidence are not strong to accept the point , it is not strong either to accept the Old Kingdom King , Khafre and his stone plaque between the Sphinx front paws carries and identifies the khafre .
A 2 3|||R:NOUN:NUM|||point|||REQUIRED|||-NONE-|||0
A 9 10|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 22 23|||R:SPELL|||Kingdom|||REQUIRED|||-NONE-|||0
A 41 42|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 75 76|||R:ORTH|||Khafre|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||1
A 22 23|||R:SPELL|||Kingdom|||REQUIRED|||-NONE-|||1
A 24 25|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 39 40|||R:DET|||the|||REQUIRED|||-NONE-|||1
A 41 42|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||1
A 44 44|||M:ADV|||enough|||REQUIRED|||-NONE-|||1
A 53 54|||R:OTHER|||enough also|||REQUIRED|||-NONE-|||1
A 60 61|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 71 73|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 75 76|||R:ORTH|||Khafre|||REQUIRED|||-NONE-|||1
A 2 3|||R:NOUN:NUM|||point|||REQUIRED|||-NONE-|||2
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||2
A 20 21|||R:ADJ:FORM|||known|||REQUIRED|||-NONE-|||2
A 22 23|||R:SPELL|||Kingdom|||REQUIRED|||-NONE-|||2
A 39 40|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 41 42|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||2
A 44 44|||M:ADV|||enough|||REQUIRED|||-NONE-|||2
A 69 69|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||2
A 7 9|||R:PUNCT|||. According|||REQUIRED|||-NONE-|||3
A 9 10|||R:OTHER|||to|||REQUIRED|||-NONE-|||3
A 12 12|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 19 21|||R:OTHER|||the|||REQUIRED|||-NONE-|||3
A 22 23|||R:OTHER|||Kingdom 's|||REQUIRED|||-NONE-|||3
A 23 25|||R:OTHER|||king|||REQUIRED|||-NONE-|||3
A 38 39|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 39 40|||R:DET|||this|||REQUIRED|||-NONE-|||3
A 41 42|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||3
A 44 44|||M:ADV|||enough|||REQUIRED|||-NONE-|||3
A 45 46|||R:VERB|||prove|||REQUIRED|||-NONE-|||3
A 49 49|||M:CONJ|||nor|||REQUIRED|||-NONE-|||3
A 49 51|||R:WO|||is it|||REQUIRED|||-NONE-|||3
A 51 52|||U:ADV||||||REQUIRED|||-NONE-|||3
A 53 54|||R:ADV|||enough|||REQUIRED|||-NONE-|||3
A 56 56|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 59 59|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||3
A 59 60|||R:ORTH|||king|||REQUIRED|||-NONE-|||3
A 62 63|||R:OTHER|||, put|||REQUIRED|||-NONE-|||3
A 69 69|||M:NOUN:POSS|||'s|||REQUIRED|||-NONE-|||3
A 71 73|||R:OTHER|||, which|||REQUIRED|||-NONE-|||3

S First of all , you will know a lot of things about this subject becous you do not have any thing elss to do .
A 14 15|||R:SPELL|||because|||REQUIRED|||-NONE-|||0
A 19 21|||R:ORTH|||anything|||REQUIRED|||-NONE-|||0
A 21 22|||R:SPELL|||else|||REQUIRED|||-NONE-|||0
A 14 15|||R:SPELL|||because|||REQUIRED|||-NONE-|||1
A 19 21|||R:ORTH|||anything|||REQUIRED|||-NONE-|||1
A 21 22|||R:SPELL|||else|||REQUIRED|||-NONE-|||1
A 14 15|||R:SPELL|||because|||REQUIRED|||-NONE-|||2
A 21 22|||R:SPELL|||else|||REQUIRED|||-NONE-|||2
A 14 15|||R:SPELL|||because|||REQUIRED|||-NONE-|||3
A 19 21|||R:ORTH|||anything|||REQUIRED|||-NONE-|||3
A 21 22|||R:SPELL|||else|||REQUIRED|||-NONE-|||3

S During the Mao regime , cars were only accessible for politicians or privileged party members .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 9 10|||R:PREP|||by|||REQUIRED|||-NONE-|||3

S They say that they have some reasons .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S They are very young and they do not have a job so they can not finish their studying .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 7 8|||R:CONTR|||n't|||REQUIRED|||-NONE-|||1
A 13 14|||R:CONTR|||ca|||REQUIRED|||-NONE-|||1
A 14 15|||R:CONTR|||n't|||REQUIRED|||-NONE-|||1
A 5 6|||U:PRON||||||REQUIRED|||-NONE-|||2
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN:NUM|||jobs|||REQUIRED|||-NONE-|||3
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3

S However , people , who are not joinde the event , seems like winner because they forgot the event ealy .
A 3 4|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:TENSE|||have|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||joined|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:SVA|||seem|||REQUIRED|||-NONE-|||0
A 13 13|||M:OTHER|||, are the|||REQUIRED|||-NONE-|||0
A 19 19|||M:VERB|||was|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||early|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||join|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:SVA|||seem|||REQUIRED|||-NONE-|||1
A 19 20|||U:NOUN||||||REQUIRED|||-NONE-|||1
A 3 4|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||join|||REQUIRED|||-NONE-|||2
A 10 11|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB:SVA|||seem|||REQUIRED|||-NONE-|||2
A 13 14|||R:NOUN:NUM|||winners|||REQUIRED|||-NONE-|||2
A 16 16|||M:ADV|||easily|||REQUIRED|||-NONE-|||2
A 17 17|||M:PREP|||about|||REQUIRED|||-NONE-|||2
A 19 20|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 3 4|||U:PUNCT||||||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB:TENSE|||did|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||join|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB|||felt|||REQUIRED|||-NONE-|||3
A 13 14|||R:NOUN:NUM|||winners|||REQUIRED|||-NONE-|||3
A 19 20|||R:SPELL|||early|||REQUIRED|||-NONE-|||3
A 20 20|||M:ADV|||on|||REQUIRED|||-NONE-|||3

S Secondly , critics argue that many cases of placebo -induced improvement take place just at a psychological level .
A 0 1|||R:MORPH|||Second|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB|||induced|||REQUIRED|||-NONE-|||0
A 11 12|||R:OTHER|||that took|||REQUIRED|||-NONE-|||0
A 13 14|||R:ADV|||only|||REQUIRED|||-NONE-|||0
A 8 10|||R:ORTH|||placebo-induced|||REQUIRED|||-NONE-|||1
A 10 11|||R:NOUN:NUM|||improvements|||REQUIRED|||-NONE-|||1
A 8 10|||R:ORTH|||placebo-induced|||REQUIRED|||-NONE-|||2
A 13 15|||R:WO|||at just|||REQUIRED|||-NONE-|||2
A 8 10|||R:ORTH|||placebo-induced|||REQUIRED|||-NONE-|||3

S Second , he says the strong prpperty rights dveloped from factoriy system and not vice versa .
A 6 7|||R:SPELL|||property|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||developed|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||factory|||REQUIRED|||-NONE-|||0
A 6 7|||R:SPELL|||property|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||developed|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||factory|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||systems|||REQUIRED|||-NONE-|||1
A 6 7|||R:SPELL|||property|||REQUIRED|||-NONE-|||2
A 8 9|||R:VERB|||were developed|||REQUIRED|||-NONE-|||2
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||factory|||REQUIRED|||-NONE-|||2
A 6 7|||R:SPELL|||property|||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||developed|||REQUIRED|||-NONE-|||3
A 10 10|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||factory|||REQUIRED|||-NONE-|||3

S Bus , Subway , even plane are means of travelling which can be used in a lot of areas .
A 2 3|||R:ORTH|||subway|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN:NUM|||planes|||REQUIRED|||-NONE-|||0
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 0 1|||R:OTHER|||The buses|||REQUIRED|||-NONE-|||1
A 2 3|||R:MORPH|||subways|||REQUIRED|||-NONE-|||1
A 4 4|||M:CONJ|||and|||REQUIRED|||-NONE-|||1
A 5 6|||R:NOUN:NUM|||planes|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 2 3|||R:ORTH|||subway|||REQUIRED|||-NONE-|||2
A 4 4|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB:FORM|||traveling|||REQUIRED|||-NONE-|||2
A 10 11|||R:DET|||that|||REQUIRED|||-NONE-|||2
A 0 1|||R:NOUN:NUM|||Buses|||REQUIRED|||-NONE-|||3
A 2 3|||R:MORPH|||subways|||REQUIRED|||-NONE-|||3
A 4 4|||M:CONJ|||and|||REQUIRED|||-NONE-|||3
A 5 6|||R:NOUN:NUM|||planes|||REQUIRED|||-NONE-|||3
A 9 10|||R:VERB:FORM|||traveling|||REQUIRED|||-NONE-|||3
A 10 11|||R:DET|||that|||REQUIRED|||-NONE-|||3

S For example in a science subject it is necesserary that the students understand the way if not they ca n't follow the teacher .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||necessary|||REQUIRED|||-NONE-|||0
A 15 15|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||necessary|||REQUIRED|||-NONE-|||1
A 14 15|||R:OTHER|||process ,|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 5 6|||R:NOUN|||class|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||necessary|||REQUIRED|||-NONE-|||2
A 12 13|||R:VERB|||have|||REQUIRED|||-NONE-|||2
A 13 15|||R:OTHER|||a basic understanding ;|||REQUIRED|||-NONE-|||2
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 4 5|||R:MORPH|||scientific|||REQUIRED|||-NONE-|||3
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||necessary|||REQUIRED|||-NONE-|||3
A 9 10|||R:PREP|||for|||REQUIRED|||-NONE-|||3
A 12 12|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||3
A 16 17|||U:ADV||||||REQUIRED|||-NONE-|||3

S Many people whaching advertise .
A 2 3|||R:VERB|||watch|||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||advertisements|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB|||watch|||REQUIRED|||-NONE-|||1
A 3 4|||R:MORPH|||advertising|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB|||watch|||REQUIRED|||-NONE-|||2
A 3 4|||R:MORPH|||advertisements|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB|||watch|||REQUIRED|||-NONE-|||3
A 3 4|||R:MORPH|||advertisements|||REQUIRED|||-NONE-|||3

S But at that time , people who had knowledge on various fields , were able to find jobs in the surviving field .
A 9 10|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 12 13|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 21 22|||R:NOUN:NUM|||fields|||REQUIRED|||-NONE-|||1
A 9 10|||R:PREP|||in|||REQUIRED|||-NONE-|||2
A 12 13|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 0 2|||U:CONJ|||At|||REQUIRED|||-NONE-|||3
A 12 13|||U:PUNCT||||||REQUIRED|||-NONE-|||3

S There is nothing has been declined of literature .
A 3 3|||M:DET|||that|||REQUIRED|||-NONE-|||0
A 6 7|||R:PREP|||in|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||that|||REQUIRED|||-NONE-|||1
A 6 7|||R:PREP|||from|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 3 3|||M:DET|||that|||REQUIRED|||-NONE-|||3
A 4 4|||M:VERB|||caused|||REQUIRED|||-NONE-|||3
A 4 5|||R:OTHER|||the|||REQUIRED|||-NONE-|||3
A 5 6|||R:MORPH|||decline|||REQUIRED|||-NONE-|||3

S They do not have to go to work everyday instead they may go see a football game in a different city .
A 8 9|||R:ORTH|||every day|||REQUIRED|||-NONE-|||0
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 8 9|||R:ORTH|||every day|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 9 9|||M:PUNCT|||;|||REQUIRED|||-NONE-|||2
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 9 9|||M:OTHER|||, so|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB:TENSE|||can|||REQUIRED|||-NONE-|||3

S Also , it is more comfotable to moving .
A 5 6|||R:SPELL|||comfortable|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB:FORM|||move|||REQUIRED|||-NONE-|||0
A 5 6|||R:SPELL|||comfortable|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB:FORM|||move|||REQUIRED|||-NONE-|||1
A 5 6|||R:SPELL|||comfortable|||REQUIRED|||-NONE-|||2
A 7 7|||M:VERB:TENSE|||be|||REQUIRED|||-NONE-|||2
A 5 6|||R:SPELL|||comfortable|||REQUIRED|||-NONE-|||3
A 6 7|||R:PREP|||than|||REQUIRED|||-NONE-|||3

S And you can not imagine any government giving up so many workplaces for unemployment .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 0 2|||U:CONJ|||You|||REQUIRED|||-NONE-|||1
A 2 3|||R:CONTR|||ca|||REQUIRED|||-NONE-|||1
A 3 4|||R:CONTR|||n't|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||resulting in|||REQUIRED|||-NONE-|||2
A 12 13|||R:PREP|||due to|||REQUIRED|||-NONE-|||3

S Comming to atmospere and nature both are same .
A 0 1|||R:SPELL|||Coming|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||atmosphere|||REQUIRED|||-NONE-|||0
A 5 7|||R:WO|||are both|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Coming|||REQUIRED|||-NONE-|||1
A 2 2|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||atmosphere|||REQUIRED|||-NONE-|||1
A 5 6|||U:DET||||||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Coming|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||atmosphere|||REQUIRED|||-NONE-|||2
A 0 1|||R:OTHER|||When it come|||REQUIRED|||-NONE-|||3
A 2 3|||R:SPELL|||atmosphere|||REQUIRED|||-NONE-|||3
A 5 5|||M:OTHER|||, they|||REQUIRED|||-NONE-|||3
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||3

S I wish I can go to travel somewhere that I can take pictures as much as I want it .
A 5 6|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||where|||REQUIRED|||-NONE-|||0
A 18 19|||U:PRON||||||REQUIRED|||-NONE-|||0
A 2 2|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 3 6|||R:VERB|||could|||REQUIRED|||-NONE-|||1
A 8 11|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 3 6|||R:VERB|||could|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||where|||REQUIRED|||-NONE-|||2
A 18 19|||U:PRON||||||REQUIRED|||-NONE-|||2
A 4 6|||U:VERB||||||REQUIRED|||-NONE-|||3
A 8 8|||M:PREP|||so|||REQUIRED|||-NONE-|||3
A 12 13|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 14 15|||R:OTHER|||many pictures|||REQUIRED|||-NONE-|||3
A 18 19|||U:PRON||||||REQUIRED|||-NONE-|||3

S For example if my friends talking about their proplem about computer issues , I will give them an advices about how to solve the prople or just to listen to and understand them will also help the to be comfortable in our meeting .
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 5|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||problems|||REQUIRED|||-NONE-|||0
A 9 10|||R:PREP|||with|||REQUIRED|||-NONE-|||0
A 10 10|||M:DET|||their|||REQUIRED|||-NONE-|||0
A 11 12|||U:NOUN||||||REQUIRED|||-NONE-|||0
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||advice|||REQUIRED|||-NONE-|||0
A 24 25|||R:SPELL|||problem|||REQUIRED|||-NONE-|||0
A 27 28|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 36 37|||R:PRON|||them|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB:FORM|||talk|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||problems|||REQUIRED|||-NONE-|||1
A 9 10|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||advice|||REQUIRED|||-NONE-|||1
A 19 20|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 24 25|||R:SPELL|||problem|||REQUIRED|||-NONE-|||1
A 25 25|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 27 29|||R:VERB:FORM|||listening|||REQUIRED|||-NONE-|||1
A 31 32|||R:VERB:FORM|||understanding|||REQUIRED|||-NONE-|||1
A 36 37|||R:PRON|||them|||REQUIRED|||-NONE-|||1
A 39 39|||M:ADV|||more|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 5 5|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||2
A 8 10|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||2
A 18 19|||R:NOUN:NUM|||advice|||REQUIRED|||-NONE-|||2
A 24 25|||R:SPELL|||problem|||REQUIRED|||-NONE-|||2
A 32 33|||R:PRON|||which|||REQUIRED|||-NONE-|||2
A 36 37|||R:PRON|||them|||REQUIRED|||-NONE-|||2
A 39 39|||M:ADV|||more|||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB:FORM|||talk|||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||problem|||REQUIRED|||-NONE-|||3
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||3
A 18 19|||R:NOUN:NUM|||advice|||REQUIRED|||-NONE-|||3
A 24 25|||R:SPELL|||problem|||REQUIRED|||-NONE-|||3
A 27 28|||U:VERB:FORM||||||REQUIRED|||-NONE-|||3
A 33 33|||M:OTHER|||, which|||REQUIRED|||-NONE-|||3
A 34 35|||U:ADV||||||REQUIRED|||-NONE-|||3
A 36 37|||R:PRON|||them|||REQUIRED|||-NONE-|||3
A 37 39|||R:VERB|||feel|||REQUIRED|||-NONE-|||3

S For example , famous businessman travel over the world everyday !
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 6 6|||M:ADV|||all|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN:NUM|||businessmen|||REQUIRED|||-NONE-|||2
A 9 10|||R:ORTH|||every day|||REQUIRED|||-NONE-|||2
A 4 5|||R:NOUN:NUM|||businessmen|||REQUIRED|||-NONE-|||3
A 6 6|||M:ADV|||all|||REQUIRED|||-NONE-|||3

S The knowledge we have will increase our ability to compete in the future .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||improve|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S There are a lot of car company and every year they made at least a 6 or 7 or 8 or more new car .
A 6 7|||R:NOUN:NUM|||companies|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:TENSE|||make|||REQUIRED|||-NONE-|||0
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||0
A 15 16|||R:OTHER|||six|||REQUIRED|||-NONE-|||0
A 16 17|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 17 18|||R:OTHER|||seven|||REQUIRED|||-NONE-|||0
A 18 19|||R:OTHER|||,|||REQUIRED|||-NONE-|||0
A 19 20|||R:OTHER|||eight|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||companies|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:TENSE|||make|||REQUIRED|||-NONE-|||1
A 16 17|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 18 19|||R:OTHER|||,|||REQUIRED|||-NONE-|||1
A 20 20|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 21 21|||M:ADV|||even|||REQUIRED|||-NONE-|||1
A 23 24|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||1
A 6 7|||R:NOUN:NUM|||companies|||REQUIRED|||-NONE-|||2
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||2
A 16 20|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 23 24|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||companies|||REQUIRED|||-NONE-|||3
A 11 12|||R:VERB:TENSE|||make|||REQUIRED|||-NONE-|||3
A 14 15|||U:DET||||||REQUIRED|||-NONE-|||3
A 15 16|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 16 17|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 17 18|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 18 19|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 19 20|||R:OTHER|||six|||REQUIRED|||-NONE-|||3
A 23 24|||R:NOUN:NUM|||cars|||REQUIRED|||-NONE-|||3

S If any problem occurs in older age it is very difficult one to them .
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 12 13|||R:PREP|||for|||REQUIRED|||-NONE-|||0
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 12|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 12 13|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 11 12|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 12 13|||R:PREP|||for|||REQUIRED|||-NONE-|||2
A 5 6|||R:ADJ:FORM|||old|||REQUIRED|||-NONE-|||3
A 7 7|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 11 12|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 12 13|||R:PREP|||for|||REQUIRED|||-NONE-|||3

S I think that talking with a person who has different mother toungh compare to me is the best way to learn a new culture and language however there are any chane to meet them .
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN|||tongue|||REQUIRED|||-NONE-|||0
A 12 13|||R:VERB:FORM|||compared|||REQUIRED|||-NONE-|||0
A 26 26|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 28 29|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 30 31|||R:SPELL|||chance|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN|||tongue|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||than|||REQUIRED|||-NONE-|||1
A 26 26|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 27 27|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 29 29|||M:CONTR|||n't|||REQUIRED|||-NONE-|||1
A 30 31|||R:SPELL|||chances|||REQUIRED|||-NONE-|||1
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 11 14|||R:OTHER|||tongue than|||REQUIRED|||-NONE-|||2
A 26 26|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 28 29|||R:VERB:TENSE|||may be|||REQUIRED|||-NONE-|||2
A 29 30|||R:DET|||a|||REQUIRED|||-NONE-|||2
A 30 31|||R:SPELL|||chance|||REQUIRED|||-NONE-|||2
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 11 15|||R:OTHER|||tongue|||REQUIRED|||-NONE-|||3
A 26 26|||M:PUNCT|||;|||REQUIRED|||-NONE-|||3
A 28 29|||R:OTHER|||may not be|||REQUIRED|||-NONE-|||3
A 29 30|||R:SPELL|||many|||REQUIRED|||-NONE-|||3
A 30 31|||R:NOUN|||opportunities|||REQUIRED|||-NONE-|||3
A 33 34|||R:OTHER|||these people|||REQUIRED|||-NONE-|||3

S This fast pace economic growth , which can also be observed in a large number of developing nations , has brought about an increase in per capita income and imroved lifestyles for individuals .
A 29 30|||R:SPELL|||improved|||REQUIRED|||-NONE-|||0
A 2 3|||R:VERB:FORM|||paced|||REQUIRED|||-NONE-|||1
A 29 30|||R:SPELL|||improved|||REQUIRED|||-NONE-|||1
A 2 3|||R:VERB:FORM|||paced|||REQUIRED|||-NONE-|||2
A 29 30|||R:SPELL|||improved|||REQUIRED|||-NONE-|||2
A 1 3|||R:OTHER|||fast-paced|||REQUIRED|||-NONE-|||3
A 29 30|||R:SPELL|||improved|||REQUIRED|||-NONE-|||3

S In modern life it is all about the money and what you earn but that is not only a success .
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||0
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 18 19|||U:DET||||||REQUIRED|||-NONE-|||1
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 18 18|||M:NOUN|||kind|||REQUIRED|||-NONE-|||2
A 18 19|||R:OTHER|||of|||REQUIRED|||-NONE-|||2
A 3 3|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3
A 13 13|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 17 17|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 18 19|||R:OTHER|||mark of|||REQUIRED|||-NONE-|||3

S IN CASES LIKE THAT BMW ARE USING ADVERTISEMENTS WAY TO SHOW HOW REALLY IS THE PRODUCT TO THE PEOPLE .
A 0 4|||R:ORTH|||In cases like that|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||0
A 6 8|||R:ORTH|||using advertisements|||REQUIRED|||-NONE-|||0
A 8 8|||M:OTHER|||as a|||REQUIRED|||-NONE-|||0
A 8 13|||R:ORTH|||way to show how really|||REQUIRED|||-NONE-|||0
A 13 14|||R:OTHER|||good|||REQUIRED|||-NONE-|||0
A 14 16|||R:ORTH|||the product|||REQUIRED|||-NONE-|||0
A 16 16|||M:VERB|||is|||REQUIRED|||-NONE-|||0
A 16 19|||R:ORTH|||to the people|||REQUIRED|||-NONE-|||0
A 0 4|||R:ORTH|||In cases like that|||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN|||BMWs|||REQUIRED|||-NONE-|||1
A 5 8|||R:ORTH|||are using advertisements|||REQUIRED|||-NONE-|||1
A 8 8|||M:OTHER|||as a|||REQUIRED|||-NONE-|||1
A 8 13|||R:ORTH|||way to show how really|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||good|||REQUIRED|||-NONE-|||1
A 14 16|||R:ORTH|||the product|||REQUIRED|||-NONE-|||1
A 16 16|||M:VERB|||is|||REQUIRED|||-NONE-|||1
A 16 19|||R:ORTH|||to the people|||REQUIRED|||-NONE-|||1
A 0 4|||R:ORTH|||In cases like that|||REQUIRED|||-NONE-|||2
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 5 6|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||2
A 6 8|||R:ORTH|||using advertisements|||REQUIRED|||-NONE-|||2
A 8 8|||M:OTHER|||as a|||REQUIRED|||-NONE-|||2
A 8 12|||R:ORTH|||way to show how|||REQUIRED|||-NONE-|||2
A 12 12|||M:OTHER|||a product|||REQUIRED|||-NONE-|||2
A 12 14|||R:ORTH|||really is|||REQUIRED|||-NONE-|||2
A 14 16|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 16 19|||R:ORTH|||to the people|||REQUIRED|||-NONE-|||2
A 0 3|||R:ORTH|||In cases like|||REQUIRED|||-NONE-|||3
A 3 3|||M:DET|||those|||REQUIRED|||-NONE-|||3
A 3 4|||R:OTHER|||,|||REQUIRED|||-NONE-|||3
A 5 6|||R:VERB:SVA|||is|||REQUIRED|||-NONE-|||3
A 6 8|||R:ORTH|||using advertisements|||REQUIRED|||-NONE-|||3
A 8 9|||M:OTHER|||as a way|||REQUIRED|||-NONE-|||3
A 9 10|||R:PREP|||of|||REQUIRED|||-NONE-|||3
A 10 11|||R:MORPH|||showing|||REQUIRED|||-NONE-|||3
A 11 13|||R:OTHER|||how people really|||REQUIRED|||-NONE-|||3
A 13 14|||R:VERB|||view|||REQUIRED|||-NONE-|||3
A 14 16|||R:ORTH|||the product|||REQUIRED|||-NONE-|||3
A 16 19|||U:OTHER||||||REQUIRED|||-NONE-|||3

S When Google was founded other Internet search machines already existed .
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 5 6|||R:ORTH|||internet|||REQUIRED|||-NONE-|||0
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 7 8|||R:NOUN|||engines|||REQUIRED|||-NONE-|||2
A 4 4|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 7 8|||R:NOUN|||engines|||REQUIRED|||-NONE-|||3

S I want broad knowedge of many academic .
A 3 4|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||0
A 6 7|||R:NOUN:NUM|||academics|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||1
A 7 7|||M:NOUN|||subjects|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||academics|||REQUIRED|||-NONE-|||2
A 2 2|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 3 4|||R:SPELL|||knowledge|||REQUIRED|||-NONE-|||3
A 7 7|||M:NOUN|||fields|||REQUIRED|||-NONE-|||3

S We had a lot of conversations concerning the future of this sector , but never detected signs or future plans for the sector which would implicit a declination of the amount of cars .
A 23 23|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 25 26|||R:VERB|||imply|||REQUIRED|||-NONE-|||1
A 27 28|||R:MORPH|||decline|||REQUIRED|||-NONE-|||1
A 28 29|||R:PREP|||in|||REQUIRED|||-NONE-|||1
A 25 26|||R:VERB|||implicate|||REQUIRED|||-NONE-|||2
A 27 28|||R:MORPH|||decline|||REQUIRED|||-NONE-|||2
A 28 29|||R:PREP|||in|||REQUIRED|||-NONE-|||2
A 25 26|||R:VERB|||imply|||REQUIRED|||-NONE-|||3
A 27 28|||R:MORPH|||decline|||REQUIRED|||-NONE-|||3
A 28 29|||R:PREP|||in|||REQUIRED|||-NONE-|||3

S He knows many countries around the world .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 2 2|||M:PREP|||of|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Because getting old is not just age .
A 6 6|||M:PREP|||about|||REQUIRED|||-NONE-|||0
A 6 6|||M:PREP|||about|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 6 7|||R:OTHER|||about aging|||REQUIRED|||-NONE-|||3

S It 's not really good .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 3 4|||R:ADV|||very|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Maybe when the economy is bad , such people can find new jobs quickly , but it may not be the best job they can do .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 25 26|||R:VERB|||get|||REQUIRED|||-NONE-|||1
A 23 26|||R:OTHER|||for them|||REQUIRED|||-NONE-|||2
A 23 26|||R:OTHER|||for them|||REQUIRED|||-NONE-|||3

S The important thing about this case is , each countrey hase to use official solution for their learning problems .
A 9 10|||R:SPELL|||country|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||has|||REQUIRED|||-NONE-|||0
A 13 13|||M:DET|||an|||REQUIRED|||-NONE-|||0
A 7 8|||U:PUNCT||||||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||country|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||has|||REQUIRED|||-NONE-|||1
A 14 15|||R:NOUN:NUM|||solutions|||REQUIRED|||-NONE-|||1
A 7 8|||R:OTHER|||that|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||country|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||has|||REQUIRED|||-NONE-|||2
A 13 13|||M:DET|||an|||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||country|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||has|||REQUIRED|||-NONE-|||3
A 13 13|||M:DET|||an|||REQUIRED|||-NONE-|||3

S for example a reasercher that wants to be successfull must take risk .
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 3 4|||R:SPELL|||researcher|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||successful|||REQUIRED|||-NONE-|||0
A 11 12|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||researcher|||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||successful|||REQUIRED|||-NONE-|||1
A 11 12|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 3 4|||R:SPELL|||researcher|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||successful|||REQUIRED|||-NONE-|||2
A 11 12|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||For|||REQUIRED|||-NONE-|||3
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 3 4|||R:SPELL|||researcher|||REQUIRED|||-NONE-|||3
A 4 5|||R:PRON|||who|||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||successful|||REQUIRED|||-NONE-|||3
A 11 12|||R:NOUN:NUM|||risks|||REQUIRED|||-NONE-|||3

S The leg of all modern endotherms are undernearth it 's body .
A 7 8|||R:SPELL|||underneath|||REQUIRED|||-NONE-|||0
A 8 10|||R:OTHER|||its|||REQUIRED|||-NONE-|||0
A 5 6|||R:NOUN|||thermodynamics|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||underneath|||REQUIRED|||-NONE-|||1
A 1 2|||R:NOUN:NUM|||legs|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||underneath|||REQUIRED|||-NONE-|||2
A 8 10|||R:OTHER|||the|||REQUIRED|||-NONE-|||2
A 1 2|||R:NOUN:NUM|||legs|||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||underneath|||REQUIRED|||-NONE-|||3
A 8 11|||R:OTHER|||their bodies|||REQUIRED|||-NONE-|||3

S So if they do n't update themselves with the recent study what they will gona tecah to their student .
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 12 14|||R:WO|||will they|||REQUIRED|||-NONE-|||0
A 14 15|||U:VERB||||||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||teach|||REQUIRED|||-NONE-|||0
A 16 17|||U:PREP||||||REQUIRED|||-NONE-|||0
A 18 19|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||0
A 19 20|||R:PUNCT|||?|||REQUIRED|||-NONE-|||0
A 6 7|||U:PRON||||||REQUIRED|||-NONE-|||1
A 12 12|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 13 15|||R:VERB|||going|||REQUIRED|||-NONE-|||1
A 15 15|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||teach|||REQUIRED|||-NONE-|||1
A 18 19|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||1
A 5 6|||R:VERB|||familiarize|||REQUIRED|||-NONE-|||2
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 12 14|||R:WO|||will they|||REQUIRED|||-NONE-|||2
A 14 15|||U:VERB||||||REQUIRED|||-NONE-|||2
A 15 16|||R:SPELL|||teach|||REQUIRED|||-NONE-|||2
A 16 17|||U:PREP||||||REQUIRED|||-NONE-|||2
A 18 19|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||2
A 19 20|||R:PUNCT|||?|||REQUIRED|||-NONE-|||2
A 5 5|||M:OTHER|||keep up to|||REQUIRED|||-NONE-|||3
A 5 6|||R:OTHER|||date|||REQUIRED|||-NONE-|||3
A 6 7|||U:PRON||||||REQUIRED|||-NONE-|||3
A 8 9|||U:DET||||||REQUIRED|||-NONE-|||3
A 10 11|||R:OTHER|||studies ,|||REQUIRED|||-NONE-|||3
A 12 12|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||3
A 13 15|||R:VERB|||going|||REQUIRED|||-NONE-|||3
A 15 16|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 17 17|||M:VERB|||teach|||REQUIRED|||-NONE-|||3
A 18 19|||R:NOUN:NUM|||students|||REQUIRED|||-NONE-|||3
A 19 20|||R:PUNCT|||?|||REQUIRED|||-NONE-|||3

S Second , the high cost of drug testing finally lead the cost of the unit drug cost being higher than produing it .
A 10 10|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 20 21|||R:SPELL|||producing|||REQUIRED|||-NONE-|||0
A 15 17|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 17 18|||R:VERB:FORM|||be|||REQUIRED|||-NONE-|||1
A 20 20|||M:OTHER|||the cost of|||REQUIRED|||-NONE-|||1
A 20 21|||R:SPELL|||producing|||REQUIRED|||-NONE-|||1
A 10 10|||M:PREP|||to|||REQUIRED|||-NONE-|||2
A 11 11|||M:NOUN|||unit|||REQUIRED|||-NONE-|||2
A 14 15|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 16 17|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 20 20|||M:OTHER|||the cost|||REQUIRED|||-NONE-|||2
A 20 21|||R:VERB|||to produce|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB|||causes|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||to|||REQUIRED|||-NONE-|||3
A 17 18|||R:VERB:FORM|||be|||REQUIRED|||-NONE-|||3
A 18 19|||R:ADJ|||more|||REQUIRED|||-NONE-|||3
A 20 20|||M:OTHER|||the cost of|||REQUIRED|||-NONE-|||3
A 20 21|||R:SPELL|||producing|||REQUIRED|||-NONE-|||3

S However , the lecturer says that the vague location was described because the antient people wanted to keep the location of the treasure secret .
A 13 14|||R:SPELL|||ancient|||REQUIRED|||-NONE-|||0
A 23 23|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 13 14|||R:SPELL|||ancient|||REQUIRED|||-NONE-|||1
A 7 8|||U:ADJ||||||REQUIRED|||-NONE-|||2
A 11 11|||M:ADV|||vaguely|||REQUIRED|||-NONE-|||2
A 13 14|||R:SPELL|||ancient|||REQUIRED|||-NONE-|||2
A 6 6|||M:ADV|||only|||REQUIRED|||-NONE-|||3
A 6 7|||R:DET|||a|||REQUIRED|||-NONE-|||3
A 12 13|||U:DET||||||REQUIRED|||-NONE-|||3
A 13 14|||R:SPELL|||ancient|||REQUIRED|||-NONE-|||3

S However , the importance of the knowledge of facts can not be underestimated .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A 5 6|||R:OTHER|||being|||REQUIRED|||-NONE-|||2
A 6 7|||R:MORPH|||knowledgable|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S But , on the contrary , he argues thlat fluoride also some disadvantage .
A 8 9|||R:SPELL|||that|||REQUIRED|||-NONE-|||0
A 11 11|||M:VERB|||has|||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||0
A 8 9|||R:SPELL|||that|||REQUIRED|||-NONE-|||1
A 11 11|||M:VERB|||has|||REQUIRED|||-NONE-|||1
A 12 13|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||1
A 1 2|||U:PUNCT||||||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||that|||REQUIRED|||-NONE-|||2
A 11 11|||M:VERB|||has|||REQUIRED|||-NONE-|||2
A 12 13|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||that|||REQUIRED|||-NONE-|||3
A 11 11|||M:VERB|||has|||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN:NUM|||disadvantages|||REQUIRED|||-NONE-|||3

S For these reasons , I disagree that young people have more fun than old people .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S He mentions that chemicals used for curing illed fish harvested in farms could danger wild species .
A 7 8|||R:SPELL|||ill|||REQUIRED|||-NONE-|||0
A 7 8|||U:VERB||||||REQUIRED|||-NONE-|||1
A 13 14|||R:VERB|||endanger|||REQUIRED|||-NONE-|||1
A 3 3|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 7 8|||R:VERB|||sickened|||REQUIRED|||-NONE-|||2
A 9 9|||M:OTHER|||that are|||REQUIRED|||-NONE-|||2
A 13 14|||R:VERB|||endanger|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||ill|||REQUIRED|||-NONE-|||3
A 13 14|||R:VERB|||endanger|||REQUIRED|||-NONE-|||3

S For exsample I like to go to a big city like New York .
A 1 2|||R:SPELL|||example|||REQUIRED|||-NONE-|||0
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||example|||REQUIRED|||-NONE-|||1
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 3 3|||M:CONTR|||'d|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||example|||REQUIRED|||-NONE-|||2
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||example|||REQUIRED|||-NONE-|||3
A 2 2|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3
A 9 10|||R:NOUN:NUM|||cities|||REQUIRED|||-NONE-|||3

S When we were born , our parents tough us how to speak , after we grow up , they send us to the school to learn how to write , sometime you have to learn the vocabulary from the write , then you can use more words in your speak .
A 7 8|||R:VERB|||taught|||REQUIRED|||-NONE-|||0
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||0
A 30 30|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 30 31|||R:MORPH|||sometimes|||REQUIRED|||-NONE-|||0
A 38 40|||R:OTHER|||writing|||REQUIRED|||-NONE-|||0
A 47 48|||R:OTHER|||when|||REQUIRED|||-NONE-|||0
A 48 49|||R:PRON|||you|||REQUIRED|||-NONE-|||0
A 7 8|||R:VERB|||taught|||REQUIRED|||-NONE-|||1
A 12 13|||R:OTHER|||and|||REQUIRED|||-NONE-|||1
A 15 16|||R:VERB:TENSE|||grew|||REQUIRED|||-NONE-|||1
A 19 20|||R:VERB:TENSE|||sent|||REQUIRED|||-NONE-|||1
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||1
A 30 31|||R:MORPH|||sometimes|||REQUIRED|||-NONE-|||1
A 38 40|||R:OTHER|||writing|||REQUIRED|||-NONE-|||1
A 49 50|||R:NOUN|||dialogue|||REQUIRED|||-NONE-|||1
A 7 8|||R:VERB|||taught|||REQUIRED|||-NONE-|||2
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||2
A 30 31|||R:MORPH|||sometimes|||REQUIRED|||-NONE-|||2
A 39 40|||R:MORPH|||writing|||REQUIRED|||-NONE-|||2
A 49 50|||R:MORPH|||speaking|||REQUIRED|||-NONE-|||2
A 7 8|||R:VERB|||taught|||REQUIRED|||-NONE-|||3
A 13 13|||M:CONJ|||and|||REQUIRED|||-NONE-|||3
A 15 16|||R:VERB:TENSE|||grew|||REQUIRED|||-NONE-|||3
A 19 20|||R:VERB:TENSE|||sent|||REQUIRED|||-NONE-|||3
A 22 23|||U:DET||||||REQUIRED|||-NONE-|||3
A 29 30|||R:PUNCT|||.|||REQUIRED|||-NONE-|||3
A 30 31|||R:MORPH|||Sometimes|||REQUIRED|||-NONE-|||3
A 35 36|||U:DET||||||REQUIRED|||-NONE-|||3
A 38 40|||R:OTHER|||writing|||REQUIRED|||-NONE-|||3
A 41 41|||M:CONJ|||and|||REQUIRED|||-NONE-|||3
A 49 50|||R:NOUN|||speech|||REQUIRED|||-NONE-|||3

S Do you give it to another person to solve ?
A 0 1|||R:VERB:TENSE|||Did|||REQUIRED|||-NONE-|||0
A 0 1|||R:VERB:TENSE|||Did|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Everybody all knows sport can improve our body , But we need try by ourself than we will know , yes , sport real can help us to get a health boay .
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||0
A 3 4|||R:NOUN:NUM|||sports|||REQUIRED|||-NONE-|||0
A 9 10|||R:ORTH|||but|||REQUIRED|||-NONE-|||0
A 14 15|||R:PRON|||ourselves|||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||then|||REQUIRED|||-NONE-|||0
A 22 23|||R:NOUN:NUM|||sports|||REQUIRED|||-NONE-|||0
A 23 24|||R:MORPH|||really|||REQUIRED|||-NONE-|||0
A 27 28|||U:VERB:FORM||||||REQUIRED|||-NONE-|||0
A 30 31|||R:MORPH|||healthy|||REQUIRED|||-NONE-|||0
A 31 32|||R:SPELL|||body|||REQUIRED|||-NONE-|||0
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||1
A 3 3|||M:PREP|||that|||REQUIRED|||-NONE-|||1
A 3 4|||R:NOUN:NUM|||sports|||REQUIRED|||-NONE-|||1
A 9 10|||R:ORTH|||but|||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||then|||REQUIRED|||-NONE-|||1
A 22 23|||R:NOUN:NUM|||sports|||REQUIRED|||-NONE-|||1
A 23 24|||R:MORPH|||really|||REQUIRED|||-NONE-|||1
A 27 28|||U:VERB:FORM||||||REQUIRED|||-NONE-|||1
A 30 31|||R:MORPH|||healthy|||REQUIRED|||-NONE-|||1
A 31 32|||R:SPELL|||body|||REQUIRED|||-NONE-|||1
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||2
A 3 4|||R:NOUN:NUM|||sports|||REQUIRED|||-NONE-|||2
A 9 10|||R:ORTH|||but|||REQUIRED|||-NONE-|||2
A 12 12|||M:VERB:FORM|||to|||REQUIRED|||-NONE-|||2
A 13 14|||R:OTHER|||it|||REQUIRED|||-NONE-|||2
A 15 15|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 19 19|||M:DET|||that|||REQUIRED|||-NONE-|||2
A 22 23|||R:NOUN:NUM|||sports|||REQUIRED|||-NONE-|||2
A 23 24|||R:MORPH|||really|||REQUIRED|||-NONE-|||2
A 31 32|||R:SPELL|||body|||REQUIRED|||-NONE-|||2
A 1 2|||U:DET||||||REQUIRED|||-NONE-|||3
A 3 3|||M:PREP|||that|||REQUIRED|||-NONE-|||3
A 3 4|||R:NOUN:NUM|||sports|||REQUIRED|||-NONE-|||3
A 9 10|||R:ORTH|||but|||REQUIRED|||-NONE-|||3
A 13 14|||R:OTHER|||it|||REQUIRED|||-NONE-|||3
A 14 15|||R:PRON|||ourselves|||REQUIRED|||-NONE-|||3
A 15 18|||R:OTHER|||to|||REQUIRED|||-NONE-|||3
A 19 19|||M:DET|||that|||REQUIRED|||-NONE-|||3
A 22 23|||R:NOUN:NUM|||sports|||REQUIRED|||-NONE-|||3
A 23 24|||R:MORPH|||really|||REQUIRED|||-NONE-|||3
A 27 28|||U:VERB:FORM||||||REQUIRED|||-NONE-|||3
A 31 32|||R:SPELL|||body|||REQUIRED|||-NONE-|||3

S Thus , we can easily remember this formura without spent exstra enersy and time. , and it is still usefull to me .
A 7 8|||R:SPELL|||formula|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:FORM|||spending|||REQUIRED|||-NONE-|||0
A 10 11|||R:SPELL|||extra|||REQUIRED|||-NONE-|||0
A 11 12|||R:SPELL|||energy|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN|||time|||REQUIRED|||-NONE-|||0
A 14 15|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||useful|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||formula|||REQUIRED|||-NONE-|||1
A 9 9|||M:VERB:TENSE|||having|||REQUIRED|||-NONE-|||1
A 10 11|||R:SPELL|||extra|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||energy|||REQUIRED|||-NONE-|||1
A 13 14|||R:NOUN|||time|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||useful|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||formula|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB:FORM|||spending|||REQUIRED|||-NONE-|||2
A 10 11|||R:SPELL|||extra|||REQUIRED|||-NONE-|||2
A 11 12|||R:SPELL|||energy|||REQUIRED|||-NONE-|||2
A 13 14|||R:NOUN|||time|||REQUIRED|||-NONE-|||2
A 19 20|||R:SPELL|||useful|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||formula|||REQUIRED|||-NONE-|||3
A 9 10|||R:VERB:FORM|||spending|||REQUIRED|||-NONE-|||3
A 10 11|||R:SPELL|||extra|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||energy|||REQUIRED|||-NONE-|||3
A 13 14|||R:NOUN|||time|||REQUIRED|||-NONE-|||3
A 19 20|||R:SPELL|||useful|||REQUIRED|||-NONE-|||3

S However , I think that what students like is more important .
A 4 5|||U:PREP||||||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S They are simply manipulated by the idea of the top-product like best seller , brand , luxuries and briefly think about their own safe .
A 23 24|||R:MORPH|||safety|||REQUIRED|||-NONE-|||0
A 10 11|||R:OTHER|||being|||REQUIRED|||-NONE-|||1
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 16 16|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 17 17|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 23 24|||R:MORPH|||safety|||REQUIRED|||-NONE-|||1
A 10 11|||R:OTHER|||,|||REQUIRED|||-NONE-|||2
A 23 24|||R:MORPH|||safety|||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||top|||REQUIRED|||-NONE-|||3
A 9 11|||R:OTHER|||products -- whether they are|||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN:NUM|||sellers|||REQUIRED|||-NONE-|||3
A 14 14|||M:OTHER|||from a good|||REQUIRED|||-NONE-|||3
A 16 17|||R:OTHER|||or a luxury --|||REQUIRED|||-NONE-|||3
A 18 19|||R:ADV|||barely|||REQUIRED|||-NONE-|||3
A 23 24|||R:MORPH|||safety|||REQUIRED|||-NONE-|||3

S First he shows that in some cases placebo made the patient believe he was gon na get cured , which made him create more killing cells , which cured him .
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 14 15|||R:VERB:INFL|||going|||REQUIRED|||-NONE-|||1
A 15 16|||R:MORPH|||to|||REQUIRED|||-NONE-|||1
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 14 15|||R:VERB:INFL|||going|||REQUIRED|||-NONE-|||2
A 15 16|||R:MORPH|||to|||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB:TENSE|||be|||REQUIRED|||-NONE-|||2
A 1 1|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 2 3|||R:VERB:TENSE|||showed|||REQUIRED|||-NONE-|||3
A 14 15|||R:VERB:INFL|||going|||REQUIRED|||-NONE-|||3
A 15 16|||R:MORPH|||to|||REQUIRED|||-NONE-|||3

S You will be like in one or two or three academic , you get it coz everything you know you can appear it use together to make something better .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||3
A 6 7|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 7 8|||R:SPELL|||to|||REQUIRED|||-NONE-|||3
A 8 9|||U:CONJ||||||REQUIRED|||-NONE-|||3
A 11 12|||R:OTHER|||fields and|||REQUIRED|||-NONE-|||3
A 13 14|||R:VERB|||understand|||REQUIRED|||-NONE-|||3
A 15 16|||R:OTHER|||because|||REQUIRED|||-NONE-|||3
A 19 20|||U:PRON||||||REQUIRED|||-NONE-|||3
A 21 23|||R:OTHER|||be|||REQUIRED|||-NONE-|||3
A 23 24|||R:VERB:FORM|||used|||REQUIRED|||-NONE-|||3

S And this might propably mean that our knowledge in limited .
A 2 2|||M:ADV|||probably|||REQUIRED|||-NONE-|||0
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||0
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||1
A 8 9|||R:SPELL|||is|||REQUIRED|||-NONE-|||1
A 3 4|||R:SPELL|||probably|||REQUIRED|||-NONE-|||2
A 8 9|||R:SPELL|||is|||REQUIRED|||-NONE-|||2
A 3 4|||U:ADV||||||REQUIRED|||-NONE-|||3
A 8 9|||R:SPELL|||is|||REQUIRED|||-NONE-|||3

S This rebuffs the reading passage 's explanation that prescribed might be caused fire spreading , so it is hard to coordinate .
A 12 12|||M:PREP|||by|||REQUIRED|||-NONE-|||0
A 9 9|||M:OTHER|||to what|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:FORM|||causing|||REQUIRED|||-NONE-|||1
A 12 12|||M:DET|||the|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 9 9|||M:NOUN|||burning|||REQUIRED|||-NONE-|||3
A 10 11|||R:VERB:TENSE|||have|||REQUIRED|||-NONE-|||3

S Now they can afford the lawsuit case against music industries who sued them about 100million dollars for inventing p2p software to hack their intellectual property .
A 13 13|||M:PREP|||for|||REQUIRED|||-NONE-|||0
A 14 15|||R:ORTH|||100 million|||REQUIRED|||-NONE-|||0
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 13 14|||R:PREP|||for|||REQUIRED|||-NONE-|||1
A 14 15|||R:ORTH|||100 million|||REQUIRED|||-NONE-|||1
A 16 17|||R:PREP|||after|||REQUIRED|||-NONE-|||1
A 6 7|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||2
A 13 13|||M:PREP|||for|||REQUIRED|||-NONE-|||2
A 14 15|||R:ORTH|||100 million|||REQUIRED|||-NONE-|||2
A 8 8|||M:DET|||the|||REQUIRED|||-NONE-|||3
A 9 10|||R:NOUN:NUM|||industry|||REQUIRED|||-NONE-|||3
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||3
A 14 15|||R:ORTH|||100 million|||REQUIRED|||-NONE-|||3

S Thus , after you return to the city , you may became brothers .
A 11 12|||R:VERB:FORM|||become|||REQUIRED|||-NONE-|||0
A 11 12|||R:VERB:FORM|||become|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 11 12|||R:VERB:FORM|||become|||REQUIRED|||-NONE-|||3

S Its not incorrect to say that the world is losing some great support system to which the young people can greatly contribute .
A 0 1|||R:OTHER|||It 's|||REQUIRED|||-NONE-|||0
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||0
A 22 22|||M:PREP|||to|||REQUIRED|||-NONE-|||0
A 13 14|||R:NOUN:NUM|||systems|||REQUIRED|||-NONE-|||1
A 0 1|||R:OTHER|||It 's|||REQUIRED|||-NONE-|||2
A 0 1|||R:PRON|||It|||REQUIRED|||-NONE-|||3
A 1 1|||M:VERB|||is|||REQUIRED|||-NONE-|||3
A 16 17|||U:DET||||||REQUIRED|||-NONE-|||3

S Becaus we need food .
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||0
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||1
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||2
A 0 1|||R:SPELL|||Because|||REQUIRED|||-NONE-|||3

S When there is need to do something , young peolpe do not think .
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||people|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||people|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||people|||REQUIRED|||-NONE-|||2
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||people|||REQUIRED|||-NONE-|||3

S He will be matured enough to take wise decisions in expanding his business and trying out new things .
A 3 4|||R:MORPH|||mature|||REQUIRED|||-NONE-|||0
A 6 7|||R:VERB|||make|||REQUIRED|||-NONE-|||0
A 3 4|||R:MORPH|||mature|||REQUIRED|||-NONE-|||1
A 6 7|||R:VERB|||make|||REQUIRED|||-NONE-|||1
A 3 4|||R:MORPH|||mature|||REQUIRED|||-NONE-|||2
A 6 7|||R:VERB|||make|||REQUIRED|||-NONE-|||2
A 3 4|||R:MORPH|||mature|||REQUIRED|||-NONE-|||3
A 6 7|||R:VERB|||make|||REQUIRED|||-NONE-|||3

S The ecological balance should be for the entire area .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S Early signs can already be seen .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S This is probably because we are all , in general , pampered from the time we were born until well into our adolescence .
A 16 17|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 16 17|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||1
A 16 17|||R:VERB:TENSE|||are|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3

S The listening part give usinformation Vulcan which was found on Mars and also there was found a bacteria but no one can indicate what kind of bacteria was taha .
A 3 4|||R:VERB:SVA|||gives|||REQUIRED|||-NONE-|||0
A 4 5|||R:ORTH|||us information|||REQUIRED|||-NONE-|||0
A 5 5|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 13 15|||U:OTHER||||||REQUIRED|||-NONE-|||0
A 27 29|||R:OTHER|||it is|||REQUIRED|||-NONE-|||0
A 3 4|||R:VERB:TENSE|||gave|||REQUIRED|||-NONE-|||1
A 4 5|||R:ORTH|||us information|||REQUIRED|||-NONE-|||1
A 5 5|||M:OTHER|||on the|||REQUIRED|||-NONE-|||1
A 6 6|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 11 11|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 22 29|||R:OTHER|||identify|||REQUIRED|||-NONE-|||1
A 3 4|||R:VERB:SVA|||gives|||REQUIRED|||-NONE-|||2
A 4 5|||R:ORTH|||us information|||REQUIRED|||-NONE-|||2
A 28 29|||R:ADV|||there|||REQUIRED|||-NONE-|||2
A 3 4|||R:VERB:SVA|||gives|||REQUIRED|||-NONE-|||3
A 4 4|||M:OTHER|||us this|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||information|||REQUIRED|||-NONE-|||3
A 5 5|||M:PUNCT|||:|||REQUIRED|||-NONE-|||3
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||3
A 13 14|||U:PRON||||||REQUIRED|||-NONE-|||3
A 14 18|||R:WO|||a bacteria was found|||REQUIRED|||-NONE-|||3
A 22 23|||R:VERB|||identify|||REQUIRED|||-NONE-|||3
A 28 29|||R:ADV|||there|||REQUIRED|||-NONE-|||3

S In Korea , we are using day-off system of the using private vehicle .
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||0
A 12 13|||R:NOUN:NUM|||vehicles|||REQUIRED|||-NONE-|||0
A 6 6|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 8 9|||U:PREP||||||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||when|||REQUIRED|||-NONE-|||1
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 6 6|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 8 9|||R:PREP|||for|||REQUIRED|||-NONE-|||3
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||3
A 12 13|||R:NOUN:NUM|||vehicles|||REQUIRED|||-NONE-|||3

S The personn takes the bike , goes where he wishs and leaves the car to his closest bus station .
A 1 2|||R:SPELL|||person|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||wishes|||REQUIRED|||-NONE-|||0
A 14 15|||R:PREP|||at|||REQUIRED|||-NONE-|||0
A 15 16|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||person|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||wishes|||REQUIRED|||-NONE-|||1
A 10 10|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 14 15|||R:PREP|||at|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||person|||REQUIRED|||-NONE-|||2
A 9 10|||R:SPELL|||wishes|||REQUIRED|||-NONE-|||2
A 14 15|||R:PREP|||near|||REQUIRED|||-NONE-|||2
A 15 16|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||person|||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||wishes|||REQUIRED|||-NONE-|||3
A 11 11|||M:ADV|||then|||REQUIRED|||-NONE-|||3
A 12 12|||M:OTHER|||it at|||REQUIRED|||-NONE-|||3
A 13 16|||U:OTHER||||||REQUIRED|||-NONE-|||3

S I can image both statements of views , as far as I am concerned , I consider that cars will not be more and more in the future .
A 4 5|||R:NOUN:NUM|||statement|||REQUIRED|||-NONE-|||0
A 21 24|||R:OTHER|||increase|||REQUIRED|||-NONE-|||0
A 4 6|||U:OTHER||||||REQUIRED|||-NONE-|||1
A 4 5|||R:NOUN|||points|||REQUIRED|||-NONE-|||2
A 6 7|||R:NOUN:NUM|||view|||REQUIRED|||-NONE-|||2
A 8 8|||M:CONJ|||and|||REQUIRED|||-NONE-|||2
A 16 18|||R:OTHER|||think|||REQUIRED|||-NONE-|||2
A 20 21|||U:ADV||||||REQUIRED|||-NONE-|||2
A 22 25|||R:OTHER|||used less|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB|||imagine|||REQUIRED|||-NONE-|||3
A 4 7|||R:OTHER|||viewpoints but|||REQUIRED|||-NONE-|||3
A 16 17|||R:VERB|||believe|||REQUIRED|||-NONE-|||3
A 25 25|||M:ADJ|||common|||REQUIRED|||-NONE-|||3

S Learning how to play the piano or dance ballet may have been a privilege in the past , but this is not so now .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A 21 22|||R:ADV|||no|||REQUIRED|||-NONE-|||1
A 22 22|||M:ADV|||longer|||REQUIRED|||-NONE-|||1
A 23 24|||U:ADV||||||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 7 8|||R:OTHER|||do|||REQUIRED|||-NONE-|||3
A 19 20|||R:PRON|||it|||REQUIRED|||-NONE-|||3
A 22 23|||R:OTHER|||the case|||REQUIRED|||-NONE-|||3

S Example , the school have a regulation that there will be punishment for them who late entering the class .
A 0 1|||M:PREP|||For example|||REQUIRED|||-NONE-|||0
A 4 4|||M:VERB:TENSE|||will|||REQUIRED|||-NONE-|||0
A 13 14|||R:PRON|||those|||REQUIRED|||-NONE-|||0
A 15 15|||M:VERB:TENSE|||are|||REQUIRED|||-NONE-|||0
A 0 1|||M:PREP|||For example|||REQUIRED|||-NONE-|||1
A 4 5|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||1
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 13 14|||R:OTHER|||students|||REQUIRED|||-NONE-|||1
A 15 15|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 16 17|||U:VERB||||||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A 0 1|||M:PREP|||For example|||REQUIRED|||-NONE-|||2
A 4 5|||R:VERB:SVA|||has|||REQUIRED|||-NONE-|||2
A 13 14|||R:PRON|||those|||REQUIRED|||-NONE-|||2
A 15 16|||U:ADV||||||REQUIRED|||-NONE-|||2
A 16 17|||R:VERB:FORM|||enter|||REQUIRED|||-NONE-|||2
A 17 18|||U:DET||||||REQUIRED|||-NONE-|||2
A 19 19|||M:ADV|||late|||REQUIRED|||-NONE-|||2
A 0 1|||M:PREP|||For example|||REQUIRED|||-NONE-|||3
A 4 4|||M:NOUN|||mat|||REQUIRED|||-NONE-|||3
A 11 11|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 13 14|||R:PRON|||those|||REQUIRED|||-NONE-|||3
A 15 15|||M:VERB|||are|||REQUIRED|||-NONE-|||3
A 16 17|||U:VERB||||||REQUIRED|||-NONE-|||3
A 17 18|||R:OTHER|||to|||REQUIRED|||-NONE-|||3

S Accordingly , most of students have learned many subjects in their school .
A 4 4|||M:DET|||the|||REQUIRED|||-NONE-|||0
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||1
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||2
A 3 4|||U:PREP||||||REQUIRED|||-NONE-|||3

S But there still have a lot of people did not successful yet .
A 2 2|||M:VERB|||are|||REQUIRED|||-NONE-|||0
A 3 4|||U:VERB||||||REQUIRED|||-NONE-|||0
A 8 9|||R:OTHER|||who are|||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB|||are|||REQUIRED|||-NONE-|||1
A 3 4|||U:VERB||||||REQUIRED|||-NONE-|||1
A 8 9|||R:OTHER|||who are|||REQUIRED|||-NONE-|||1
A 2 2|||M:VERB|||are|||REQUIRED|||-NONE-|||2
A 3 4|||U:VERB||||||REQUIRED|||-NONE-|||2
A 8 9|||R:OTHER|||who are|||REQUIRED|||-NONE-|||2
A 2 2|||M:VERB|||are|||REQUIRED|||-NONE-|||3
A 3 4|||U:VERB||||||REQUIRED|||-NONE-|||3
A 8 9|||R:OTHER|||who have|||REQUIRED|||-NONE-|||3
A 10 10|||M:VERB|||become|||REQUIRED|||-NONE-|||3

S Second , he can not accept that result of lie detectors use as evidence in court .
A 6 7|||R:DET|||the|||REQUIRED|||-NONE-|||0
A 7 8|||R:NOUN:NUM|||results|||REQUIRED|||-NONE-|||0
A 9 9|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 11 11|||M:CONJ|||and|||REQUIRED|||-NONE-|||0
A 12 12|||M:PRON|||it|||REQUIRED|||-NONE-|||0
A 7 7|||M:DET|||the|||REQUIRED|||-NONE-|||1
A 11 12|||R:VERB:TENSE|||are used|||REQUIRED|||-NONE-|||1
A 6 7|||R:DET|||the|||REQUIRED|||-NONE-|||2
A 11 12|||U:VERB||||||REQUIRED|||-NONE-|||2
A 6 7|||R:DET|||the|||REQUIRED|||-NONE-|||3
A 7 8|||R:NOUN:NUM|||results|||REQUIRED|||-NONE-|||3
A 11 12|||U:VERB||||||REQUIRED|||-NONE-|||3

S They are moved by solar energy .
A 2 3|||R:VERB:FORM|||moving|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 2 3|||R:VERB|||propelled|||REQUIRED|||-NONE-|||3

S it is ture .
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||true|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||true|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||true|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||3
A 2 3|||R:SPELL|||true|||REQUIRED|||-NONE-|||3

S And I going to anothere country .
A 0 1|||U:CONJ||||||REQUIRED|||-NONE-|||0
A 2 2|||M:VERB:TENSE|||am|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||another|||REQUIRED|||-NONE-|||0
A 2 2|||M:CONTR|||'m|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||another|||REQUIRED|||-NONE-|||1
A 2 2|||M:VERB:TENSE|||am|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||another|||REQUIRED|||-NONE-|||2
A 2 2|||M:VERB:TENSE|||am|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||another|||REQUIRED|||-NONE-|||3

S Imagine , we could have trees in our garden that produce cherrrys and apples .
A 11 12|||R:SPELL|||cherries|||REQUIRED|||-NONE-|||0
A 1 2|||R:OTHER|||that|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||cherries|||REQUIRED|||-NONE-|||1
A 11 12|||R:SPELL|||cherries|||REQUIRED|||-NONE-|||2
A 1 2|||R:OTHER|||that|||REQUIRED|||-NONE-|||3
A 11 12|||R:SPELL|||cherries|||REQUIRED|||-NONE-|||3

S I guduate in university .
A 1 2|||R:SPELL|||graduated|||REQUIRED|||-NONE-|||0
A 2 3|||R:PREP|||from|||REQUIRED|||-NONE-|||0
A 3 3|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 1 2|||R:SPELL|||graduate|||REQUIRED|||-NONE-|||1
A 2 3|||R:PREP|||from|||REQUIRED|||-NONE-|||1
A 1 2|||R:SPELL|||graduated|||REQUIRED|||-NONE-|||2
A 2 3|||R:PREP|||from|||REQUIRED|||-NONE-|||2
A 1 2|||R:SPELL|||graduated|||REQUIRED|||-NONE-|||3
A 2 3|||R:PREP|||from|||REQUIRED|||-NONE-|||3

S On the other hand , in the lecture , the absence of a crater in Tunguska demands atmosphere .
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 16 17|||R:OTHER|||was due to the|||REQUIRED|||-NONE-|||3

S A lesson is another new thing you gained from an experience .
A 7 8|||R:VERB:TENSE|||gain|||REQUIRED|||-NONE-|||0
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A 7 8|||R:VERB:TENSE|||gain|||REQUIRED|||-NONE-|||3

S The youth today are aware of their responsibilites as a citizen .
A 7 8|||R:SPELL|||responsibilities|||REQUIRED|||-NONE-|||0
A 7 8|||R:SPELL|||responsibilities|||REQUIRED|||-NONE-|||1
A 7 8|||R:SPELL|||responsibilities|||REQUIRED|||-NONE-|||2
A 7 8|||R:SPELL|||responsibilities|||REQUIRED|||-NONE-|||3
A 9 10|||U:DET||||||REQUIRED|||-NONE-|||3
A 10 11|||R:NOUN:NUM|||citizens|||REQUIRED|||-NONE-|||3

S But I disegree this opinion because often the advertisement do n't speak about the only functionals of the product but it promises other characteristics that do n't depend by it .
A 2 3|||R:SPELL|||disagree|||REQUIRED|||-NONE-|||0
A 3 3|||M:PREP|||with|||REQUIRED|||-NONE-|||0
A 9 10|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||0
A 13 15|||R:WO|||only the|||REQUIRED|||-NONE-|||0
A 15 16|||R:SPELL|||functionality|||REQUIRED|||-NONE-|||0
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||0
A 28 29|||R:PREP|||on|||REQUIRED|||-NONE-|||0
A 2 3|||R:SPELL|||disagree|||REQUIRED|||-NONE-|||1
A 3 3|||M:PREP|||with|||REQUIRED|||-NONE-|||1
A 8 9|||R:NOUN:NUM|||advertisements|||REQUIRED|||-NONE-|||1
A 15 16|||R:SPELL|||functions|||REQUIRED|||-NONE-|||1
A 19 19|||M:PUNCT|||,|||REQUIRED|||-NONE-|||1
A 25 25|||M:PRON|||they|||REQUIRED|||-NONE-|||1
A 27 28|||R:VERB|||deliver|||REQUIRED|||-NONE-|||1
A 28 29|||R:PREP|||on|||REQUIRED|||-NONE-|||1
A 29 30|||U:PRON||||||REQUIRED|||-NONE-|||1
A 2 3|||R:SPELL|||disagree|||REQUIRED|||-NONE-|||2
A 3 3|||M:PREP|||with|||REQUIRED|||-NONE-|||2
A 9 10|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||2
A 14 15|||U:ADJ||||||REQUIRED|||-NONE-|||2
A 15 16|||R:SPELL|||function|||REQUIRED|||-NONE-|||2
A 28 29|||R:PREP|||on|||REQUIRED|||-NONE-|||2
A 2 3|||R:SPELL|||disagree|||REQUIRED|||-NONE-|||3
A 3 3|||M:PREP|||with|||REQUIRED|||-NONE-|||3
A 9 10|||R:VERB:SVA|||does|||REQUIRED|||-NONE-|||3
A 11 11|||M:ADV|||just|||REQUIRED|||-NONE-|||3
A 14 15|||U:ADJ||||||REQUIRED|||-NONE-|||3
A 15 16|||R:SPELL|||functionality|||REQUIRED|||-NONE-|||3
A 28 29|||R:PREP|||on|||REQUIRED|||-NONE-|||3

S it gives him many apprtunites in the life , and i think that being knowledge person is a very wouderful thing to have so we can spend our lives in a successful way and full of happenis .
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||0
A 4 5|||R:SPELL|||opportunities|||REQUIRED|||-NONE-|||0
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||0
A 8 9|||U:PUNCT||||||REQUIRED|||-NONE-|||0
A 10 11|||R:ORTH|||I|||REQUIRED|||-NONE-|||0
A 14 14|||M:DET|||a|||REQUIRED|||-NONE-|||0
A 14 15|||R:MORPH|||knowledgeable|||REQUIRED|||-NONE-|||0
A 19 20|||R:SPELL|||wonderful|||REQUIRED|||-NONE-|||0
A 36 37|||R:SPELL|||happiness|||REQUIRED|||-NONE-|||0
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||1
A 4 5|||R:SPELL|||opportunities|||REQUIRED|||-NONE-|||1
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||1
A 10 11|||R:ORTH|||I|||REQUIRED|||-NONE-|||1
A 14 14|||M:DET|||a|||REQUIRED|||-NONE-|||1
A 14 15|||R:MORPH|||knowledgeable|||REQUIRED|||-NONE-|||1
A 19 20|||R:SPELL|||wonderful|||REQUIRED|||-NONE-|||1
A 36 37|||R:SPELL|||happiness|||REQUIRED|||-NONE-|||1
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||2
A 4 5|||R:SPELL|||opportunities|||REQUIRED|||-NONE-|||2
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||2
A 10 11|||R:ORTH|||I|||REQUIRED|||-NONE-|||2
A 14 14|||M:DET|||a|||REQUIRED|||-NONE-|||2
A 14 15|||R:MORPH|||knowledgable|||REQUIRED|||-NONE-|||2
A 18 19|||U:ADV||||||REQUIRED|||-NONE-|||2
A 19 20|||R:SPELL|||wonderful|||REQUIRED|||-NONE-|||2
A 22 23|||R:VERB|||be|||REQUIRED|||-NONE-|||2
A 26 27|||R:VERB|||live|||REQUIRED|||-NONE-|||2
A 29 31|||U:OTHER||||||REQUIRED|||-NONE-|||2
A 31 32|||R:MORPH|||successfully|||REQUIRED|||-NONE-|||2
A 32 33|||U:NOUN||||||REQUIRED|||-NONE-|||2
A 36 37|||R:SPELL|||happiness|||REQUIRED|||-NONE-|||2
A 0 1|||R:ORTH|||It|||REQUIRED|||-NONE-|||3
A 4 5|||R:SPELL|||opportunities|||REQUIRED|||-NONE-|||3
A 6 7|||U:DET||||||REQUIRED|||-NONE-|||3
A 10 11|||R:ORTH|||I|||REQUIRED|||-NONE-|||3
A 14 14|||M:DET|||a|||REQUIRED|||-NONE-|||3
A 14 15|||R:MORPH|||knowledgeable|||REQUIRED|||-NONE-|||3
A 19 20|||R:SPELL|||wonderful|||REQUIRED|||-NONE-|||3
A 21 24|||R:OTHER|||because|||REQUIRED|||-NONE-|||3
A 29 31|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 32 33|||U:NOUN||||||REQUIRED|||-NONE-|||3
A 36 37|||R:SPELL|||happiness|||REQUIRED|||-NONE-|||3

S In other words , the image in the TV comercial is the most important point that the watcher determine whether he/she but it or not .
A 9 10|||R:SPELL|||commercial|||REQUIRED|||-NONE-|||0
A 18 18|||M:VERB|||helps to|||REQUIRED|||-NONE-|||0
A 21 22|||R:OTHER|||will buy|||REQUIRED|||-NONE-|||0
A 9 10|||R:SPELL|||commercial|||REQUIRED|||-NONE-|||1
A 17 18|||R:OTHER|||viewer can|||REQUIRED|||-NONE-|||1
A 21 22|||R:OTHER|||if|||REQUIRED|||-NONE-|||1
A 23 23|||M:VERB|||is|||REQUIRED|||-NONE-|||1
A 9 10|||R:SPELL|||commercial|||REQUIRED|||-NONE-|||2
A 14 16|||R:OTHER|||factor in determining whether|||REQUIRED|||-NONE-|||2
A 18 22|||R:OTHER|||buys|||REQUIRED|||-NONE-|||2
A 7 8|||U:DET||||||REQUIRED|||-NONE-|||3
A 9 10|||R:SPELL|||commercials|||REQUIRED|||-NONE-|||3
A 16 18|||U:OTHER||||||REQUIRED|||-NONE-|||3
A 18 19|||R:VERB:SVA|||determines|||REQUIRED|||-NONE-|||3
A 20 22|||R:OTHER|||the viewer buys|||REQUIRED|||-NONE-|||3

S Members gather money for the funeral and help them .
A 6 7|||R:OTHER|||to|||REQUIRED|||-NONE-|||0
A 6 7|||R:OTHER|||to|||REQUIRED|||-NONE-|||1
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||2
A -1 -1|||noop|||-NONE-|||REQUIRED|||-NONE-|||3


#' Create a new BarcodeItem
#'
#' @description
#' One record per species computed from the COI sequences. All numeric statistics are strings.
#'
#' @docType class
#' @title BarcodeItem
#' @description BarcodeItem Class
#' @format An \code{R6Class} generator object
#' @field id  character
#' @field organism Scientific name. character
#' @field family  character
#' @field subfamily  character
#' @field genus  character
#' @field number Number of barcode sequences. character
#' @field length Typical length in bp (non-gap bases). character
#' @field lengthMin A number written as text. character
#' @field lengthQ1 A number written as text. character
#' @field lengthMedian A number written as text. character
#' @field lengthQ3 A number written as text. character
#' @field lengthMax A number written as text. character
#' @field download URL of the species' FASTA file (`/api/v1/barcodes/{barcodeId}/fasta`). character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BarcodeItem <- R6::R6Class(
  "BarcodeItem",
  public = list(
    `id` = NULL,
    `organism` = NULL,
    `family` = NULL,
    `subfamily` = NULL,
    `genus` = NULL,
    `number` = NULL,
    `length` = NULL,
    `lengthMin` = NULL,
    `lengthQ1` = NULL,
    `lengthMedian` = NULL,
    `lengthQ3` = NULL,
    `lengthMax` = NULL,
    `download` = NULL,

    #' @description
    #' Initialize a new BarcodeItem class.
    #'
    #' @param id id
    #' @param organism Scientific name.
    #' @param family family
    #' @param subfamily subfamily
    #' @param genus genus
    #' @param number Number of barcode sequences.
    #' @param length Typical length in bp (non-gap bases).
    #' @param lengthMin A number written as text.
    #' @param lengthQ1 A number written as text.
    #' @param lengthMedian A number written as text.
    #' @param lengthQ3 A number written as text.
    #' @param lengthMax A number written as text.
    #' @param download URL of the species' FASTA file (`/api/v1/barcodes/{barcodeId}/fasta`).
    #' @param ... Other optional arguments.
    initialize = function(`id`, `organism`, `family`, `subfamily`, `genus`, `number`, `length`, `lengthMin`, `lengthQ1`, `lengthMedian`, `lengthQ3`, `lengthMax`, `download`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`organism`)) {
        if (!(is.character(`organism`) && length(`organism`) == 1)) {
          stop(paste("Error! Invalid data for `organism`. Must be a string:", `organism`))
        }
        self$`organism` <- `organism`
      }
      if (!missing(`family`)) {
        if (!(is.character(`family`) && length(`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", `family`))
        }
        self$`family` <- `family`
      }
      if (!missing(`subfamily`)) {
        if (!(is.character(`subfamily`) && length(`subfamily`) == 1)) {
          stop(paste("Error! Invalid data for `subfamily`. Must be a string:", `subfamily`))
        }
        self$`subfamily` <- `subfamily`
      }
      if (!missing(`genus`)) {
        if (!(is.character(`genus`) && length(`genus`) == 1)) {
          stop(paste("Error! Invalid data for `genus`. Must be a string:", `genus`))
        }
        self$`genus` <- `genus`
      }
      if (!missing(`number`)) {
        if (!(is.character(`number`) && length(`number`) == 1)) {
          stop(paste("Error! Invalid data for `number`. Must be a string:", `number`))
        }
        self$`number` <- `number`
      }
      if (!missing(`length`)) {
        if (!(is.character(`length`) && length(`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be a string:", `length`))
        }
        self$`length` <- `length`
      }
      if (!missing(`lengthMin`)) {
        if (!(is.character(`lengthMin`) && length(`lengthMin`) == 1)) {
          stop(paste("Error! Invalid data for `lengthMin`. Must be a string:", `lengthMin`))
        }
        self$`lengthMin` <- `lengthMin`
      }
      if (!missing(`lengthQ1`)) {
        if (!(is.character(`lengthQ1`) && length(`lengthQ1`) == 1)) {
          stop(paste("Error! Invalid data for `lengthQ1`. Must be a string:", `lengthQ1`))
        }
        self$`lengthQ1` <- `lengthQ1`
      }
      if (!missing(`lengthMedian`)) {
        if (!(is.character(`lengthMedian`) && length(`lengthMedian`) == 1)) {
          stop(paste("Error! Invalid data for `lengthMedian`. Must be a string:", `lengthMedian`))
        }
        self$`lengthMedian` <- `lengthMedian`
      }
      if (!missing(`lengthQ3`)) {
        if (!(is.character(`lengthQ3`) && length(`lengthQ3`) == 1)) {
          stop(paste("Error! Invalid data for `lengthQ3`. Must be a string:", `lengthQ3`))
        }
        self$`lengthQ3` <- `lengthQ3`
      }
      if (!missing(`lengthMax`)) {
        if (!(is.character(`lengthMax`) && length(`lengthMax`) == 1)) {
          stop(paste("Error! Invalid data for `lengthMax`. Must be a string:", `lengthMax`))
        }
        self$`lengthMax` <- `lengthMax`
      }
      if (!missing(`download`)) {
        if (!(is.character(`download`) && length(`download`) == 1)) {
          stop(paste("Error! Invalid data for `download`. Must be a string:", `download`))
        }
        self$`download` <- `download`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return BarcodeItem as a base R list.
    #' @examples
    #' # convert array of BarcodeItem (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert BarcodeItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BarcodeItemObject <- list()
      if (!is.null(self$`id`)) {
        BarcodeItemObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`organism`)) {
        BarcodeItemObject[["organism"]] <-
          self$`organism`
      }
      if (!is.null(self$`family`)) {
        BarcodeItemObject[["family"]] <-
          self$`family`
      }
      if (!is.null(self$`subfamily`)) {
        BarcodeItemObject[["subfamily"]] <-
          self$`subfamily`
      }
      if (!is.null(self$`genus`)) {
        BarcodeItemObject[["genus"]] <-
          self$`genus`
      }
      if (!is.null(self$`number`)) {
        BarcodeItemObject[["number"]] <-
          self$`number`
      }
      if (!is.null(self$`length`)) {
        BarcodeItemObject[["length"]] <-
          self$`length`
      }
      if (!is.null(self$`lengthMin`)) {
        BarcodeItemObject[["lengthMin"]] <-
          self$`lengthMin`
      }
      if (!is.null(self$`lengthQ1`)) {
        BarcodeItemObject[["lengthQ1"]] <-
          self$`lengthQ1`
      }
      if (!is.null(self$`lengthMedian`)) {
        BarcodeItemObject[["lengthMedian"]] <-
          self$`lengthMedian`
      }
      if (!is.null(self$`lengthQ3`)) {
        BarcodeItemObject[["lengthQ3"]] <-
          self$`lengthQ3`
      }
      if (!is.null(self$`lengthMax`)) {
        BarcodeItemObject[["lengthMax"]] <-
          self$`lengthMax`
      }
      if (!is.null(self$`download`)) {
        BarcodeItemObject[["download"]] <-
          self$`download`
      }
      return(BarcodeItemObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of BarcodeItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of BarcodeItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`organism`)) {
        self$`organism` <- this_object$`organism`
      }
      if (!is.null(this_object$`family`)) {
        self$`family` <- this_object$`family`
      }
      if (!is.null(this_object$`subfamily`)) {
        self$`subfamily` <- this_object$`subfamily`
      }
      if (!is.null(this_object$`genus`)) {
        self$`genus` <- this_object$`genus`
      }
      if (!is.null(this_object$`number`)) {
        self$`number` <- this_object$`number`
      }
      if (!is.null(this_object$`length`)) {
        self$`length` <- this_object$`length`
      }
      if (!is.null(this_object$`lengthMin`)) {
        self$`lengthMin` <- this_object$`lengthMin`
      }
      if (!is.null(this_object$`lengthQ1`)) {
        self$`lengthQ1` <- this_object$`lengthQ1`
      }
      if (!is.null(this_object$`lengthMedian`)) {
        self$`lengthMedian` <- this_object$`lengthMedian`
      }
      if (!is.null(this_object$`lengthQ3`)) {
        self$`lengthQ3` <- this_object$`lengthQ3`
      }
      if (!is.null(this_object$`lengthMax`)) {
        self$`lengthMax` <- this_object$`lengthMax`
      }
      if (!is.null(this_object$`download`)) {
        self$`download` <- this_object$`download`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BarcodeItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BarcodeItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of BarcodeItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`organism` <- this_object$`organism`
      self$`family` <- this_object$`family`
      self$`subfamily` <- this_object$`subfamily`
      self$`genus` <- this_object$`genus`
      self$`number` <- this_object$`number`
      self$`length` <- this_object$`length`
      self$`lengthMin` <- this_object$`lengthMin`
      self$`lengthQ1` <- this_object$`lengthQ1`
      self$`lengthMedian` <- this_object$`lengthMedian`
      self$`lengthQ3` <- this_object$`lengthQ3`
      self$`lengthMax` <- this_object$`lengthMax`
      self$`download` <- this_object$`download`
      self
    },

    #' @description
    #' Validate JSON input with respect to BarcodeItem and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.character(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `id` is missing."))
      }
      # check the required field `organism`
      if (!is.null(input_json$`organism`)) {
        if (!(is.character(input_json$`organism`) && length(input_json$`organism`) == 1)) {
          stop(paste("Error! Invalid data for `organism`. Must be a string:", input_json$`organism`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `organism` is missing."))
      }
      # check the required field `family`
      if (!is.null(input_json$`family`)) {
        if (!(is.character(input_json$`family`) && length(input_json$`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", input_json$`family`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `family` is missing."))
      }
      # check the required field `subfamily`
      if (!is.null(input_json$`subfamily`)) {
        if (!(is.character(input_json$`subfamily`) && length(input_json$`subfamily`) == 1)) {
          stop(paste("Error! Invalid data for `subfamily`. Must be a string:", input_json$`subfamily`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `subfamily` is missing."))
      }
      # check the required field `genus`
      if (!is.null(input_json$`genus`)) {
        if (!(is.character(input_json$`genus`) && length(input_json$`genus`) == 1)) {
          stop(paste("Error! Invalid data for `genus`. Must be a string:", input_json$`genus`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `genus` is missing."))
      }
      # check the required field `number`
      if (!is.null(input_json$`number`)) {
        if (!(is.character(input_json$`number`) && length(input_json$`number`) == 1)) {
          stop(paste("Error! Invalid data for `number`. Must be a string:", input_json$`number`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `number` is missing."))
      }
      # check the required field `length`
      if (!is.null(input_json$`length`)) {
        if (!(is.character(input_json$`length`) && length(input_json$`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be a string:", input_json$`length`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `length` is missing."))
      }
      # check the required field `lengthMin`
      if (!is.null(input_json$`lengthMin`)) {
        if (!(is.character(input_json$`lengthMin`) && length(input_json$`lengthMin`) == 1)) {
          stop(paste("Error! Invalid data for `lengthMin`. Must be a string:", input_json$`lengthMin`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `lengthMin` is missing."))
      }
      # check the required field `lengthQ1`
      if (!is.null(input_json$`lengthQ1`)) {
        if (!(is.character(input_json$`lengthQ1`) && length(input_json$`lengthQ1`) == 1)) {
          stop(paste("Error! Invalid data for `lengthQ1`. Must be a string:", input_json$`lengthQ1`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `lengthQ1` is missing."))
      }
      # check the required field `lengthMedian`
      if (!is.null(input_json$`lengthMedian`)) {
        if (!(is.character(input_json$`lengthMedian`) && length(input_json$`lengthMedian`) == 1)) {
          stop(paste("Error! Invalid data for `lengthMedian`. Must be a string:", input_json$`lengthMedian`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `lengthMedian` is missing."))
      }
      # check the required field `lengthQ3`
      if (!is.null(input_json$`lengthQ3`)) {
        if (!(is.character(input_json$`lengthQ3`) && length(input_json$`lengthQ3`) == 1)) {
          stop(paste("Error! Invalid data for `lengthQ3`. Must be a string:", input_json$`lengthQ3`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `lengthQ3` is missing."))
      }
      # check the required field `lengthMax`
      if (!is.null(input_json$`lengthMax`)) {
        if (!(is.character(input_json$`lengthMax`) && length(input_json$`lengthMax`) == 1)) {
          stop(paste("Error! Invalid data for `lengthMax`. Must be a string:", input_json$`lengthMax`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `lengthMax` is missing."))
      }
      # check the required field `download`
      if (!is.null(input_json$`download`)) {
        if (!(is.character(input_json$`download`) && length(input_json$`download`) == 1)) {
          stop(paste("Error! Invalid data for `download`. Must be a string:", input_json$`download`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeItem: the required field `download` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BarcodeItem
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        return(FALSE)
      }

      # check if the required `organism` is null
      if (is.null(self$`organism`)) {
        return(FALSE)
      }

      # check if the required `genus` is null
      if (is.null(self$`genus`)) {
        return(FALSE)
      }

      # check if the required `number` is null
      if (is.null(self$`number`)) {
        return(FALSE)
      }

      if (!str_detect(self$`number`, "^[0-9]+$")) {
        return(FALSE)
      }

      # check if the required `length` is null
      if (is.null(self$`length`)) {
        return(FALSE)
      }

      if (!str_detect(self$`length`, "^[0-9]+(\\.[0-9]+)?$")) {
        return(FALSE)
      }

      # check if the required `lengthMin` is null
      if (is.null(self$`lengthMin`)) {
        return(FALSE)
      }

      if (!str_detect(self$`lengthMin`, "^[0-9]+(\\.[0-9]+)?$")) {
        return(FALSE)
      }

      # check if the required `lengthQ1` is null
      if (is.null(self$`lengthQ1`)) {
        return(FALSE)
      }

      if (!str_detect(self$`lengthQ1`, "^[0-9]+(\\.[0-9]+)?$")) {
        return(FALSE)
      }

      # check if the required `lengthMedian` is null
      if (is.null(self$`lengthMedian`)) {
        return(FALSE)
      }

      if (!str_detect(self$`lengthMedian`, "^[0-9]+(\\.[0-9]+)?$")) {
        return(FALSE)
      }

      # check if the required `lengthQ3` is null
      if (is.null(self$`lengthQ3`)) {
        return(FALSE)
      }

      if (!str_detect(self$`lengthQ3`, "^[0-9]+(\\.[0-9]+)?$")) {
        return(FALSE)
      }

      # check if the required `lengthMax` is null
      if (is.null(self$`lengthMax`)) {
        return(FALSE)
      }

      if (!str_detect(self$`lengthMax`, "^[0-9]+(\\.[0-9]+)?$")) {
        return(FALSE)
      }

      # check if the required `download` is null
      if (is.null(self$`download`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        invalid_fields["id"] <- "Non-nullable required field `id` cannot be null."
      }

      # check if the required `organism` is null
      if (is.null(self$`organism`)) {
        invalid_fields["organism"] <- "Non-nullable required field `organism` cannot be null."
      }

      # check if the required `genus` is null
      if (is.null(self$`genus`)) {
        invalid_fields["genus"] <- "Non-nullable required field `genus` cannot be null."
      }

      # check if the required `number` is null
      if (is.null(self$`number`)) {
        invalid_fields["number"] <- "Non-nullable required field `number` cannot be null."
      }

      if (!str_detect(self$`number`, "^[0-9]+$")) {
        invalid_fields["number"] <- "Invalid value for `number`, must conform to the pattern ^[0-9]+$."
      }

      # check if the required `length` is null
      if (is.null(self$`length`)) {
        invalid_fields["length"] <- "Non-nullable required field `length` cannot be null."
      }

      if (!str_detect(self$`length`, "^[0-9]+(\\.[0-9]+)?$")) {
        invalid_fields["length"] <- "Invalid value for `length`, must conform to the pattern ^[0-9]+(\\.[0-9]+)?$."
      }

      # check if the required `lengthMin` is null
      if (is.null(self$`lengthMin`)) {
        invalid_fields["lengthMin"] <- "Non-nullable required field `lengthMin` cannot be null."
      }

      if (!str_detect(self$`lengthMin`, "^[0-9]+(\\.[0-9]+)?$")) {
        invalid_fields["lengthMin"] <- "Invalid value for `lengthMin`, must conform to the pattern ^[0-9]+(\\.[0-9]+)?$."
      }

      # check if the required `lengthQ1` is null
      if (is.null(self$`lengthQ1`)) {
        invalid_fields["lengthQ1"] <- "Non-nullable required field `lengthQ1` cannot be null."
      }

      if (!str_detect(self$`lengthQ1`, "^[0-9]+(\\.[0-9]+)?$")) {
        invalid_fields["lengthQ1"] <- "Invalid value for `lengthQ1`, must conform to the pattern ^[0-9]+(\\.[0-9]+)?$."
      }

      # check if the required `lengthMedian` is null
      if (is.null(self$`lengthMedian`)) {
        invalid_fields["lengthMedian"] <- "Non-nullable required field `lengthMedian` cannot be null."
      }

      if (!str_detect(self$`lengthMedian`, "^[0-9]+(\\.[0-9]+)?$")) {
        invalid_fields["lengthMedian"] <- "Invalid value for `lengthMedian`, must conform to the pattern ^[0-9]+(\\.[0-9]+)?$."
      }

      # check if the required `lengthQ3` is null
      if (is.null(self$`lengthQ3`)) {
        invalid_fields["lengthQ3"] <- "Non-nullable required field `lengthQ3` cannot be null."
      }

      if (!str_detect(self$`lengthQ3`, "^[0-9]+(\\.[0-9]+)?$")) {
        invalid_fields["lengthQ3"] <- "Invalid value for `lengthQ3`, must conform to the pattern ^[0-9]+(\\.[0-9]+)?$."
      }

      # check if the required `lengthMax` is null
      if (is.null(self$`lengthMax`)) {
        invalid_fields["lengthMax"] <- "Non-nullable required field `lengthMax` cannot be null."
      }

      if (!str_detect(self$`lengthMax`, "^[0-9]+(\\.[0-9]+)?$")) {
        invalid_fields["lengthMax"] <- "Invalid value for `lengthMax`, must conform to the pattern ^[0-9]+(\\.[0-9]+)?$."
      }

      # check if the required `download` is null
      if (is.null(self$`download`)) {
        invalid_fields["download"] <- "Non-nullable required field `download` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# BarcodeItem$unlock()
#
## Below is an example to define the print function
# BarcodeItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BarcodeItem$lock()

